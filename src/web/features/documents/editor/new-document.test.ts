import type { DocumentFormConfig } from '@shared/api/documents';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { applyClientToHeader, type ClientForDocument } from '@shared/domain/documents/document-rules';
import { describe, expect, it } from 'vitest';
import { blankDraft } from './new-document';

const config = {
  employees: [],
  vatRates: [{ value: 2500, label: '25 %' }],
  defaultOfferValidityDays: 30,
} as unknown as DocumentFormConfig;

const client: ClientForDocument = {
  uid: '00000000-0000-4000-8000-000000000001',
  name: 'Bygg & Rör AB',
  discountBp: 0,
  markupBp: 0,
  markupToPurchasePrice: false,
  useReverseTaxLiability: false,
  paymentDelay: 10,
  vatRegistrationId: '',
  cash: false,
  showTotalMaterialProfitInClientPrintingForm: false,
  address: { street: 'Storgatan 3', postalCode: '222 21', city: 'Lund' },
  mainContact: null,
};

describe('a new invoice’s due date (decision 0036)', () => {
  it('follows the firm’s payment terms until a client is chosen, then the client’s', () => {
    const { header } = blankDraft(documentKinds.INVOICE, config, '2026-11-21', null, 20);
    expect(header).toMatchObject({ paymentDelay: 20, dueDate: '2026-12-11' });
    const withClient = applyClientToHeader(header, client, header.docDate, true);
    expect(withClient).toMatchObject({ paymentDelay: 10, dueDate: '2026-12-01' });
  });

  it('gives a kind without a due date none', () => {
    expect(blankDraft(documentKinds.OFFER, config, '2026-11-21', null, 20).header).toMatchObject({
      paymentDelay: null,
      dueDate: null,
    });
  });
});
