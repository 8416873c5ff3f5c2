import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// pdfmake's server build is CommonJS with no type declarations of its own.
const pdfmake = require('pdfmake') as {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Buffer> };
};

const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
// Roboto, not the built-in Helvetica: Helvetica cannot draw U+2212, the minus sign of credited amounts.
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// A document definition is built from user data: it may never make the server fetch a URL or read a file.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir));

/** A pdfmake document definition rendered to PDF bytes. */
export function renderPdf(definition: object): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

export const PDF_CONTENT_TYPE = 'application/pdf';
