import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What pdftotext (poppler) reads from a PDF: the text a reader sees, laid out as on the page, with
 * no-break spaces as plain spaces. The tests' one reading of a printed file.
 */
export function pdfText(bytes: Uint8Array): string {
  return poppler('pdftotext', ['-layout'], bytes).replace(/\u00a0/g, ' ');
}

/** The pictures a PDF draws, one `pdfimages -list` row each (page, number, type, size, …, object id). */
export function pdfImageRows(bytes: Uint8Array): string[][] {
  return poppler('pdfimages', ['-list'], bytes)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/));
}

/**
 * The QR codes a PDF's pages show, read back as a phone would see them: every page rendered at 150 dpi
 * (pdftoppm) and decoded by zbarimg, each code's text in reading order. None: an empty list.
 */
export function pdfQrCodes(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'qr-'));
  try {
    const file = path.join(dir, 'fil.pdf');
    writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(dir, 'sida')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort();
    return pages.flatMap((page) => zbar(path.join(dir, page)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** zbarimg exits 4 when a picture holds no code; each code's text ends with a newline (`--raw`). */
function zbar(png: string): string[] {
  try {
    // stderr piped: zbarimg complains on it about a missing D-Bus, which is not the test's business.
    const out = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', png], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return out.split('\n').filter((code) => code !== '');
  } catch (error) {
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
}

function poppler(tool: string, options: string[], bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'utskrift-'));
  try {
    const file = path.join(dir, 'fil.pdf');
    writeFileSync(file, bytes);
    return execFileSync(tool, [...options, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
