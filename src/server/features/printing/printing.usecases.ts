import type { DocumentType, PrintLayout } from '@shared/domain/documents/document-kinds';
import type { StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertKindAccess, type EmployeeSession, kindModules } from '../documents';
import { documentName } from './heading/heading.pdf';
import { layoutDefinitions } from './layouts/layouts.data';
import type { PrintContext } from './layouts/layouts.pdf';
import { printingErrors } from './printing.errors';
import { type PrintDocument, toPrintDocument } from './printing.mapper';
import { renderDocumentBook } from './printing.pdf';
import { findEmployeeNames, findPrintCompany, findPrintRows, type PrintCompany } from './printing.repository';
import { printViewer } from './printing.shown';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file name every system accepts: the kind's label may hold a slash ("ÄTA / fakturaunderlag"). */
export function safeFileName(name: string): string {
  return `${name
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;
}

/** The layout asked for, else the kind's chosen one in the company settings, else its first. */
function chosenLayout(docType: DocumentType, asked: PrintLayout | null, company: PrintCompany): PrintLayout {
  const kind = kindModules[docType].definition;
  if (asked !== null) {
    if (!kind.printLayouts.includes(asked))
      throw printingErrors.LAYOUT_NOT_OF_KIND(kind.label, { field: 'layout' });
    return asked;
  }
  const preferred = company.settings.printingSettings.documentSettings[docType].layout;
  return preferred && kind.printLayouts.includes(preferred) ? preferred : kind.printLayouts[0]!;
}

export function contextOf(company: PrintCompany, netVisible: boolean): PrintContext {
  const p = company.settings.printingSettings;
  return {
    table: {
      printCode: p.printCode,
      printArticle: p.printArticle,
      printRowsCount: p.printRowsCount,
      printLines: p.printLines,
      showMarkup: p.showMarkup && netVisible,
    },
    footerMessage: p.documentsFooterMessage,
    footerImage: company.footer !== null,
  };
}

/**
 * Documents of one kind as one PDF (issue #15, decision 0026): each in the chosen layout, as many copies
 * as the kind's settings say, each document starting on a new page with its own page numbers. Another
 * firm's, an unknown or a deleted document is "not found"; a layout with net prices is refused to whoever
 * may not see them.
 */
export async function renderDocumentsPdf(args: {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUids: readonly string[];
  layout: PrintLayout | null;
}): Promise<{ content: Buffer; fileName: string }> {
  const { deps, firmId, session, docType } = args;
  assertKindAccess(session, docType);
  const uids = [...new Set(args.docUids)];
  if (uids.length === 0) throw printingErrors.NO_DOCUMENTS({ field: 'docUids' });
  if (!uids.every((u) => UUID.test(u))) throw httpErrors.NOT_FOUND();
  const [company, rows] = await Promise.all([
    findPrintCompany(deps.db, firmId),
    findPrintRows(deps.db, firmId, docType, uids),
  ]);
  if (!company || rows.length !== uids.length) throw httpErrors.NOT_FOUND();
  const layout = chosenLayout(docType, args.layout, company);
  const viewer = printViewer(session);
  viewer.assertLayoutShown(layoutDefinitions[layout]);
  const module = kindModules[docType];
  for (const row of rows)
    await module.print?.assertPrintable?.({ db: deps.db, session, employeeId: row.employeeId });
  const assigneeNames = await findEmployeeNames(deps.db, firmId, [
    ...new Set(rows.flatMap((r) => r.header.assigneeUids)),
  ]);
  const byUid = new Map(rows.map((row) => [row.id, row]));
  const kindTables = await module.print?.table?.({ db: deps.db, firmId, docIds: uids });
  const documents: PrintDocument[] = uids.map((uid) =>
    toPrintDocument({
      row: byUid.get(uid)!,
      module,
      company,
      assigneeNames,
      netVisible: viewer.netVisible,
      kindTable: kindTables?.get(uid) ?? null,
    }),
  );
  const printing = company.settings.printingSettings;
  const copies = Math.max(1, printing.documentSettings[docType].numberOfCopies ?? printing.numberOfCopies);
  const name = documents.length === 1 ? documentName(documents[0]!) : module.definition.pluralLabel;
  const content = await renderDocumentBook({
    documents,
    layout,
    copies,
    context: contextOf(company, viewer.netVisible),
    pictures: { logo: company.logo, footer: company.footer },
    title: name,
    author: company.settings.companyName,
  });
  return { content, fileName: safeFileName(name) };
}
