import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { StoreDeps } from '../../../../platform/http/context';
import { httpErrors } from '../../../../platform/http/errors';
import { renderBook } from '../../../../platform/pdf/pdf';
import { assertKindAccess, type EmployeeSession, kindModules } from '../../../documents';
import { footerHeight, type PrintContext } from '../../layouts/layouts.pdf';
import { type PrintDocument, toPrintDocument } from '../../printing.mapper';
import {
  findPrintCompany,
  findPrintRows,
  type PrintCompany,
  type PrintPicture,
} from '../../printing.repository';
import { printViewer } from '../../printing.shown';
import { defaultStyle, PAGE_SIDE, PAGE_TOP, styles } from '../../style/style.data';
import { REMINDER_TITLE, type ReminderPrint, reminderSections } from './reminder.pdf';

export type { ReminderPrint } from './reminder.pdf';

/** A reminder to print: which invoice it reminds of, and its figures. */
export interface ReminderToPrint extends ReminderPrint {
  docType: DocumentType;
  docUid: string;
}

function dataUrl(picture: PrintPicture): string {
  return `data:${picture.contentType};base64,${picture.content.toString('base64')}`;
}

function contextOf(company: PrintCompany): PrintContext {
  const p = company.settings.printingSettings;
  return {
    table: {
      printCode: p.printCode,
      printArticle: p.printArticle,
      printRowsCount: p.printRowsCount,
      printLines: p.printLines,
      showMarkup: false,
    },
    footerMessage: p.documentsFooterMessage,
    footerImage: company.footer !== null,
  };
}

/** The invoices the reminders are on, as the print system reads documents (one query per kind). */
async function invoicesOf(
  deps: StoreDeps,
  firmId: string,
  session: EmployeeSession,
  company: PrintCompany,
  reminders: readonly ReminderToPrint[],
): Promise<Map<string, PrintDocument>> {
  const viewer = printViewer(session);
  const byType = new Map<DocumentType, Set<string>>();
  for (const r of reminders) byType.set(r.docType, (byType.get(r.docType) ?? new Set()).add(r.docUid));
  const documents = new Map<string, PrintDocument>();
  for (const [docType, uids] of byType) {
    assertKindAccess(session, docType);
    const rows = await findPrintRows(deps.db, firmId, docType, [...uids]);
    if (rows.length !== uids.size) throw httpErrors.NOT_FOUND();
    const module = kindModules[docType];
    for (const row of rows) {
      documents.set(
        row.id,
        toPrintDocument({ row, module, company, assigneeNames: new Map(), netVisible: viewer.netVisible }),
      );
    }
  }
  return documents;
}

/**
 * Payment reminders as one PDF (decision 0034), a reminder to a section with its own page numbers, in
 * the order given, each `copies` times. The invoices are read as every printout reads them; another
 * firm's or a deleted invoice is "not found".
 */
export async function renderPaymentRemindersPdf(args: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  reminders: readonly ReminderToPrint[];
  /** The firm's note under the sums (its reminder print settings), empty for none. */
  firmNote: string;
  copies: number;
}): Promise<{ content: Buffer; fileName: string }> {
  const { deps, firmId, session, reminders } = args;
  const company = await findPrintCompany(deps.db, firmId);
  if (!company) throw httpErrors.NOT_FOUND();
  const documents = await invoicesOf(deps, firmId, session, company, reminders);
  const context = contextOf(company);
  const sections = reminders.flatMap((reminder) =>
    reminderSections({
      doc: documents.get(reminder.docUid)!,
      reminder,
      context,
      qrSettings: company.settings,
      firmNote: args.firmNote,
      copies: args.copies,
    }),
  );
  const images: Record<string, string> = {};
  if (company.logo) images.logo = dataUrl(company.logo);
  if (company.footer) images.footer = dataUrl(company.footer);
  const single = reminders.length === 1 ? documents.get(reminders[0]!.docUid) : undefined;
  const name = single ? `${REMINDER_TITLE} faktura ${single.number ?? ''}`.trim() : 'Betalningspåminnelser';
  const content = await renderBook({
    sections,
    title: name,
    author: company.settings.companyName,
    pageMargins: [PAGE_SIDE, PAGE_TOP, PAGE_SIDE, footerHeight(context)],
    styles,
    defaultStyle,
    images,
  });
  return { content, fileName: `${name}.pdf` };
}
