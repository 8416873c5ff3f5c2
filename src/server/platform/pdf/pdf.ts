import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

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

/** A pdfmake content node: text, or an object of pdfmake's document definition (table, columns, stack …). */
export type PdfNode = string | { [key: string]: unknown } | PdfNode[];

/** A pdfmake document definition rendered to PDF bytes. */
export function renderPdf(definition: object): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

export const PDF_CONTENT_TYPE = 'application/pdf';

/** Page numbers within one section of a book: "Sida 1 av 3" of that section, not of the file. */
export interface SectionPage {
  number: number;
  count: number;
}

/** One document of a book: it starts on a new page and numbers its own pages. */
export interface PdfSection {
  content: PdfNode[];
  footer: (page: SectionPage) => PdfNode;
}

/** Several documents in one A4 file (a list selection, copies), each with its own page numbering. */
export interface PdfBook {
  sections: readonly PdfSection[];
  title: string;
  author: string;
  /** Left, top, right, bottom in points; the bottom holds the footer. */
  pageMargins: [number, number, number, number];
  styles: Record<string, object>;
  defaultStyle: object;
  /** Pictures by name, as data URLs: each is embedded once however many pages show it. */
  images: Record<string, string>;
}

/** "Sida 1 av 3", the page number every document prints. */
export function pageLabel(page: SectionPage): string {
  return `Sida ${page.number} av ${page.count}`;
}

/**
 * pdfmake numbers pages across the whole file, so each section learns its own pages while it is laid out:
 * a page's background is asked for when the page is added (during layout), its footer only after all
 * content is laid out. The section's background records its pages; its footer then knows where the
 * section starts and how many pages it has.
 */
function numberedSection(section: PdfSection): object {
  const pages = new Set<number>();
  return {
    section: section.content,
    background: (page: number) => {
      pages.add(page);
      return null;
    },
    footer: (page: number) => {
      const first = Math.min(...pages);
      return section.footer({ number: page - first + 1, count: pages.size });
    },
  };
}

export function renderBook(book: PdfBook): Promise<Buffer> {
  return renderPdf({
    pageSize: 'A4',
    pageMargins: book.pageMargins,
    info: { title: book.title, author: book.author, creator: 'Montör', producer: 'Montör' },
    content: book.sections.map(numberedSection),
    styles: book.styles,
    defaultStyle: book.defaultStyle,
    images: book.images,
  });
}

/**
 * Runs `exportName(...args)` of the module at `moduleUrl` (which returns PDF bytes) in a worker thread,
 * so laying out a long PDF (a whole catalogue's price list: tens of seconds) does not stop this server
 * from answering. The arguments are copied to the thread; the definition is built there.
 */
export function renderInWorker(moduleUrl: string, exportName: string, args: unknown[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      workerData: { module: moduleUrl, exportName, args },
    });
    worker.once('message', (bytes: Uint8Array) => resolve(Buffer.from(bytes)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`PDF worker stopped with code ${code}`));
    });
  });
}
