import { describe, expect, it } from 'vitest';
import { documentTypes } from '../documents/document-kinds';
import { kindTakesPayments, takesPayments } from './payable-kinds';

describe('payable kinds', () => {
  it('are the invoice and the interest invoice, nothing else', () => {
    expect(documentTypes.filter(kindTakesPayments)).toEqual(['INVOICE', 'INTEREST_INVOICE']);
  });

  it('take payments only once completed', () => {
    expect(takesPayments({ docType: 'INVOICE', completed: false })).toBe(false);
    expect(takesPayments({ docType: 'INVOICE', completed: true })).toBe(true);
    expect(takesPayments({ docType: 'CREDIT_INVOICE', completed: true })).toBe(false);
    expect(takesPayments({ docType: 'OFFER', completed: true })).toBe(false);
  });
});
