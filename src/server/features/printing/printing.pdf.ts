/**
 * The print call's file: every document's sections in one A4 book with the shared typography, the
 * firm's pictures embedded once, and each document numbering its own pages (decision 0026).
 */
import type { PrintLayout } from '@shared/domain/documents/document-kinds';
import { type PdfSection, renderBook } from '../../platform/pdf/pdf';
import { documentSections, footerHeight, type PrintContext } from './layouts/layouts.pdf';
import type { PrintDocument } from './printing.mapper';
import type { PrintPicture } from './printing.repository';
import { defaultStyle, PAGE_SIDE, PAGE_TOP, styles } from './style/style.data';

function dataUrl(picture: PrintPicture): string {
  return `data:${picture.contentType};base64,${picture.content.toString('base64')}`;
}

/** What every printed file shares: the firm's options and pictures, its title and author. */
interface BookFrame {
  context: PrintContext;
  pictures: { logo: PrintPicture | null; footer: PrintPicture | null };
  title: string;
  author: string;
}

/** Sections (each its own page numbers) as one A4 book with the firm's pictures: every print part's file. */
export function renderSectionBook(input: BookFrame & { sections: readonly PdfSection[] }): Promise<Buffer> {
  const images: Record<string, string> = {};
  if (input.pictures.logo) images.logo = dataUrl(input.pictures.logo);
  if (input.pictures.footer) images.footer = dataUrl(input.pictures.footer);
  return renderBook({
    sections: input.sections,
    title: input.title,
    author: input.author,
    pageMargins: [PAGE_SIDE, PAGE_TOP, PAGE_SIDE, footerHeight(input.context)],
    styles,
    defaultStyle,
    images,
  });
}

export function renderDocumentBook(
  input: BookFrame & { documents: readonly PrintDocument[]; layout: PrintLayout; copies: number },
): Promise<Buffer> {
  const { context } = input;
  const sections: PdfSection[] = input.documents.flatMap((doc) =>
    documentSections({ doc, layout: input.layout, copies: input.copies, context }),
  );
  return renderSectionBook({ ...input, sections });
}
