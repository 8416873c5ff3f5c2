import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
