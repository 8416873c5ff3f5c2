/**
 * A layout printed: each of its page plans becomes a section of the book (a new page, its own page
 * numbers) built from the shared parts in one order. The parts read the plan; nothing here knows a kind.
 */
import type { PrintLayout } from '@shared/domain/documents/document-kinds';
import { type PdfNode, type PdfSection, pageLabel, type SectionPage } from '../../../platform/pdf/pdf';
import { letterhead, parties, titleAndNotes } from '../heading/heading.pdf';
import { lineTable, type TableOptions } from '../lines/lines.pdf';
import { kindTablePart } from '../parts/interest/interest.pdf';
import { rotBuyersPart } from '../parts/rot/rot.pdf';
import { atNetPrices, type PrintDocument } from '../printing.mapper';
import { CONTENT_WIDTH, PAGE_SIDE, rule } from '../style/style.data';
import { legalTexts, paymentBlock, totalsBlock } from '../totals/totals.pdf';
import { layoutDefinitions, type PagePlan } from './layouts.data';

/** What every document of one print call shares: the firm's options, footer and pictures. */
export interface PrintContext {
  table: TableOptions;
  footerMessage: string;
  footerImage: boolean;
}

const FOOTER_IMAGE_HEIGHT = 34;
/** Characters of the footer message on one line of the page's width at the footer's size. */
const FOOTER_CHARS_PER_LINE = 150;

/** The bottom margin holds the footer: the firm's details, its message and picture, the page number. */
export function footerHeight(context: Pick<PrintContext, 'footerMessage' | 'footerImage'>): number {
  const message = context.footerMessage.trim();
  const messageLines = message ? Math.ceil(message.length / FOOTER_CHARS_PER_LINE) : 0;
  return 74 + messageLines * 9 + (context.footerImage ? FOOTER_IMAGE_HEIGHT + 6 : 0);
}

export function pageFooter(doc: PrintDocument, context: PrintContext, page: SectionPage): PdfNode {
  // The firm's own message and picture are not the provider's: a provider's record prints neither.
  const own = !doc.hook.sellerIsProvider;
  const message = own ? context.footerMessage.trim() : '';
  const columns = doc.seller.details.filter((c) => c.length > 0);
  return {
    margin: [PAGE_SIDE, 8, PAGE_SIDE, 0],
    stack: [
      ...(context.footerImage && own
        ? [
            {
              image: 'footer',
              fit: [CONTENT_WIDTH, FOOTER_IMAGE_HEIGHT],
              alignment: 'center',
              margin: [0, 0, 0, 6],
            },
          ]
        : []),
      ...(message ? [{ text: message, style: 'footerText', alignment: 'center', margin: [0, 0, 0, 4] }] : []),
      rule(),
      {
        columns: columns.map((lines) => ({ stack: lines, style: 'footerText' })),
        columnGap: 10,
        margin: [0, 4, 0, 0],
      },
      { text: pageLabel(page), style: 'pageNumber', alignment: 'right', margin: [0, 2, 0, 0] },
    ],
  };
}

/** The figures a plan prints: a provider's record at net prices for the net layout. */
function figuresFor(doc: PrintDocument, plan: PagePlan): PrintDocument {
  return plan.prices === 'NET' ? atNetPrices(doc) : doc;
}

function planSection(
  source: PrintDocument,
  plan: PagePlan,
  context: PrintContext,
  copy: boolean,
): PdfSection {
  const doc = figuresFor(source, plan);
  const content: PdfNode[] = [
    letterhead(doc, plan, copy),
    parties(doc, plan),
    ...titleAndNotes(doc, plan),
    ...lineTable(doc, plan, context.table),
    ...kindTablePart(doc, plan),
    ...totalsBlock(doc, plan),
    ...rotBuyersPart(doc, plan),
    ...legalTexts(doc, plan),
    ...paymentBlock(doc, plan),
  ];
  return { content, footer: (page) => pageFooter(doc, context, page) };
}

/** A document in a layout, `copies` times: the second and later copies say "Kopia" (decision 0026). */
export function documentSections(input: {
  doc: PrintDocument;
  layout: PrintLayout;
  copies: number;
  context: PrintContext;
}): PdfSection[] {
  const { plans } = layoutDefinitions[input.layout];
  return Array.from({ length: input.copies }, (_, copy) =>
    plans.map((plan) => planSection(input.doc, plan, input.context, copy > 0)),
  ).flat();
}
