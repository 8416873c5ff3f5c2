import type { PublicDocument } from '@shared/api/clientLinks.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../../platform/db/database';
import { kindModules } from '../../documents';
import { documentName } from '../heading/heading.pdf';
import { toPrintDocument } from '../printing.mapper';
import { renderDocumentBook } from '../printing.pdf';
import { findPrintCompany, findPrintRows } from '../printing.repository';
import { contextOf, safeFileName } from '../printing.usecases';
import { toClientCopy } from './client-copy.mapper';

export interface ClientCopy extends Pick<PublicDocument, 'firm' | 'document'> {
  /** The same document in the CLIENT layout as a PDF, rendered when asked for. */
  pdf(): Promise<{ content: Buffer; fileName: string }>;
}

/**
 * The client's own copy of one document (issue #21, decision 0043), for a caller with no session: the
 * client's link. It is printed as nobody who may see net prices (`netVisible` false) in the CLIENT layout,
 * so the firm's "show markup" and the material profit are left out too. Another firm's, an unknown or a
 * deleted document is null.
 */
export async function readClientCopy(args: {
  db: Db;
  firmId: string;
  docType: DocumentType;
  docUid: string;
}): Promise<ClientCopy | null> {
  const { db, firmId, docType, docUid } = args;
  const [company, rows] = await Promise.all([
    findPrintCompany(db, firmId),
    findPrintRows(db, firmId, docType, [docUid]),
  ]);
  const row = rows[0];
  if (!company || !row) return null;
  const module = kindModules[docType];
  const kindTables = await module.print?.table?.({ db, firmId, docIds: [docUid] });
  const document = toPrintDocument({
    row,
    module,
    company,
    assigneeNames: new Map(),
    netVisible: false,
    kindTable: kindTables?.get(docUid) ?? null,
  });
  const context = contextOf(company, false);
  const name = documentName(document);
  return {
    ...toClientCopy(document, { table: context.table, logo: company.logo }),
    pdf: async () => ({
      content: await renderDocumentBook({
        documents: [document],
        layout: 'CLIENT',
        copies: 1,
        context,
        pictures: { logo: company.logo, footer: company.footer },
        title: name,
        author: company.settings.companyName,
      }),
      fileName: safeFileName(name),
    }),
  };
}
