import { documentListColumnCatalogue } from '@shared/domain/documents/document-list-columns';
import { describe, expect, it } from 'vitest';
import { ROOT_LOCATION } from '../document-paths';
import {
  clearedFilters,
  isFiltered,
  readDocumentListState,
  toDocumentListParameters,
  writeDocumentListState,
} from './document-list-params';

/** The client link's filter and column (issue #21), by the kind's definition (`clientLink`). */
describe('the client link filter of a document list', () => {
  it('round-trips in the address as a Swedish word and counts as a filter', () => {
    const text = 'kundlank=accepterad';
    const state = readDocumentListState(new URLSearchParams(text));
    expect(state.clientLinkState).toBe('ACCEPTED');
    expect(writeDocumentListState(state).toString()).toBe(text);
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(clearedFilters(state))).toBe(false);
    expect(readDocumentListState(new URLSearchParams('kundlank=ingen')).clientLinkState).toBe('NONE');
  });

  it('ignores a state it does not know', () => {
    expect(readDocumentListState(new URLSearchParams('kundlank=ACCEPTED')).clientLinkState).toBeNull();
  });

  const state = readDocumentListState(new URLSearchParams('kundlank=oppnad'));
  const context = { location: ROOT_LOCATION, pageSize: 20 };

  it.each(['OFFER', 'ADDITIONAL_ESTIMATE', 'INVOICE'] as const)('is asked for on %s', (type) => {
    expect(toDocumentListParameters(state, { type, ...context }).clientLinkState).toBe('OPENED');
  });

  it.each(['WORK_ORDER', 'CUSTOMER_ORDER', 'CREDIT_INVOICE'] as const)('is left out on %s', (type) => {
    expect(toDocumentListParameters(state, { type, ...context }).clientLinkState).toBeNull();
  });

  it('offers the Kundlänk column only on the kinds with a link', () => {
    const ids = (type: Parameters<typeof documentListColumnCatalogue>[0]) =>
      documentListColumnCatalogue(type).map((c) => c.id);
    expect(ids('OFFER')).toContain('clientLink');
    expect(ids('INVOICE')).toContain('clientLink');
    expect(ids('WORK_ORDER')).not.toContain('clientLink');
  });
});
