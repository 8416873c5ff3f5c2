import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TITLE = `# Benchmarks

Measured on the project's own machine kind (2 cores, 24 GiB). Each section is written by the script it
names; rerun that script to update it. Sections are independent.
`;

/**
 * Replaces one `## ` section of the benchmarks document (or appends it), leaving the sections that
 * other benchmark scripts own untouched.
 */
export function writeSection(file: string, heading: string, body: string): void {
  const section = `${heading}\n\n${body.trim()}\n`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : TITLE;
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  let next: string;
  if (start === -1) {
    next = `${text.trimEnd()}\n\n${section}`;
  } else {
    const after = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    const before = lines.slice(0, start).join('\n').trimEnd();
    const rest = after === -1 ? '' : `\n${lines.slice(after).join('\n').trimEnd()}\n`;
    next = `${before}\n\n${section}${rest}`;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
}
