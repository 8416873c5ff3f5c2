import { describe, expect, it } from 'vitest';
import { ROOT_LOCATION } from '../document-paths';
import {
  clearedFilters,
  isFiltered,
  readDocumentListState,
  toDocumentListParameters,
  writeDocumentListState,
} from './document-list-params';

/** The ROT filters of issue #17 in the address and in the list call, by the kind's definition. */
describe('ROT filters of the invoice list', () => {
  it('round-trip in the address as Swedish words', () => {
    const text = 'rotstatus=betald-av-kund&ejRotfil=1';
    const state = readDocumentListState(new URLSearchParams(text));
    expect(state).toMatchObject({ taxDeductionState: 'PAID_BY_CLIENT', taxDeductionXmlNotSent: true });
    expect(writeDocumentListState(state).toString()).toBe(text);
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(clearedFilters(state))).toBe(false);
  });

  it('ignore a state they do not know', () => {
    const state = readDocumentListState(new URLSearchParams('rotstatus=PAID_BY_CLIENT&ejRotfil=ja'));
    expect(state).toMatchObject({ taxDeductionState: null, taxDeductionXmlNotSent: false });
  });

  const state = readDocumentListState(new URLSearchParams('rotstatus=fil-skapad&ejRotfil=1'));
  const context = { location: ROOT_LOCATION, pageSize: 20 };

  it('are asked for on the kind that claims ROT', () => {
    expect(toDocumentListParameters(state, { type: 'INVOICE', ...context })).toMatchObject({
      taxDeductionState: 'XML_SENT',
      taxDeductionXmlNotSentOnly: true,
    });
  });

  it.each(['OFFER', 'WORK_ORDER', 'CREDIT_INVOICE'] as const)('are left out on %s', (type) => {
    const parameters = toDocumentListParameters(state, { type, ...context });
    expect(parameters).not.toHaveProperty('taxDeductionState');
    expect(parameters).not.toHaveProperty('taxDeductionXmlNotSentOnly');
  });
});
