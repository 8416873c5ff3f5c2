/**
 * The printed documents' typography, shared by every part: one font (Roboto, embedded), a quiet grey
 * for labels, one accent for the document's name and the rules under headings (decision 0026).
 */
import type { PdfNode } from '../../../platform/pdf/pdf';

export const ACCENT = '#1d3557';
export const MUTED = '#5f6b7a';
export const RULE = '#c9d1db';
export const SHADE = '#f1f4f8';

/** A4 is 595 × 842 pt; 42 pt sides leave 511 pt for the content. */
export const PAGE_SIDE = 42;
export const PAGE_TOP = 36;
export const CONTENT_WIDTH = 595 - 2 * PAGE_SIDE;

export const defaultStyle = { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15, color: '#1f2933' };

export const styles: Record<string, object> = {
  docName: { fontSize: 17, bold: true, color: ACCENT },
  docNumber: { fontSize: 11, color: ACCENT },
  copy: { fontSize: 9, bold: true, color: '#b42318' },
  companyName: { fontSize: 15, bold: true, color: ACCENT },
  label: { fontSize: 7, color: MUTED },
  blockLabel: { fontSize: 7, color: MUTED, bold: true, characterSpacing: 0.4 },
  partyName: { fontSize: 10, bold: true },
  title: { fontSize: 11, bold: true, margin: [0, 14, 0, 2] },
  notes: { fontSize: 8.5, color: '#3b4754' },
  th: { fontSize: 7.5, bold: true, color: ACCENT },
  comment: { italics: true, color: '#3b4754' },
  lineComment: { fontSize: 7.5, italics: true, color: MUTED },
  totalLabel: { fontSize: 8.5 },
  grandTotal: { fontSize: 11, bold: true, color: ACCENT },
  legal: { fontSize: 8.5, bold: true },
  footerText: { fontSize: 7, color: MUTED },
  pageNumber: { fontSize: 7.5, color: MUTED },
};

/** Amount and number cells align right so the öre line up. */
export function right(text: string, extra: Record<string, unknown> = {}): PdfNode {
  return { text, alignment: 'right', noWrap: true, ...extra };
}

/** A small grey label above its value. */
export function labelled(label: string, value: PdfNode): PdfNode {
  return { stack: [{ text: label, style: 'label' }, value], margin: [0, 0, 0, 4] };
}

/** A thin rule across the content, under a heading or above the footer. */
export function rule(width = CONTENT_WIDTH, color = RULE): PdfNode {
  return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.6, lineColor: color }] };
}
