import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { useNavigate } from 'react-router';
import { PageTabs } from '../../kit';

/**
 * Where an invoice opens. The documents feature owns its paths, but it imports this feature (the
 * editor's payments card), so the address is written here from the kind's slug the same way.
 */
export function invoicePath(docType: DocumentType, docUid: string): string {
  return `/montor/dokument/${documentKinds[docType].slug}/edit/${docUid}`;
}

export const PAYMENTS_LIST_PATH = '/exportlist/payments';
export const BANK_FILES_PATH = '/exportlist/bankfiles';

const tabs = [
  { value: PAYMENTS_LIST_PATH, label: 'Betalningar' },
  { value: BANK_FILES_PATH, label: 'Bankfiler (BgMax)' },
] as const;

/** The payments pages' tabs: the export list and the bank files read in. */
export function PaymentPagesTabs({
  current,
  children,
}: {
  current: (typeof tabs)[number]['value'];
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <PageTabs tabs={tabs} value={current} onChange={(path) => void navigate(path)} mb="md">
      {children}
    </PageTabs>
  );
}
