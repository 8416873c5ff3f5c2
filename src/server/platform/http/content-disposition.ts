import type { FileBody } from '@shared/api/endpoint';

/** RFC 5987 encoding: percent-encoded UTF-8, with the characters RFC 5987 keeps out of attr-char too. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The name for clients that read only `filename`: Å → A, Ö → O, anything else outside ASCII → _. */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * `Content-Disposition` for a file with a Swedish name (RFC 6266): the exact name in `filename*`
 * (UTF-8, RFC 5987), which every current browser prefers, and an ASCII `filename` beside it.
 */
export function contentDisposition(disposition: FileBody['disposition'], fileName: string): string {
  return `${disposition}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
