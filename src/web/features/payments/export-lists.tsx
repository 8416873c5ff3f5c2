import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { ExportListTabs } from '../accountingExport';

/**
 * Where an invoice opens. The documents feature owns its paths, but it imports this feature (the
 * editor's payments card), so the address is written here from the kind's slug the same way.
 */
export function invoicePath(docType: DocumentType, docUid: string): string {
  return `/montor/dokument/${documentKinds[docType].slug}/edit/${docUid}`;
}

export const PAYMENTS_LIST_PATH = '/exportlist/payments';
export const BANK_FILES_PATH = '/exportlist/bankfiles';

/**
 * The payments pages' tabs: one tab row over all the export lists (the payments, the ledgers of issue #18
 * and the bank files), kept by the accountingExport feature.
 */
export function PaymentPagesTabs({ current, children }: { current: string; children: React.ReactNode }) {
  return <ExportListTabs current={current}>{children}</ExportListTabs>;
}
