import { describe, expect, it } from 'vitest';
import { documentFolderPath, listLocationOf, ROOT_LOCATION } from '../document-paths';
import {
  clearedFilters,
  isFiltered,
  readDocumentListState,
  toDocumentListParameters,
  toggleDocumentSort,
  writeDocumentListState,
} from './document-list-params';

describe('document list state in the address', () => {
  it('defaults to every document, newest change first, and writes nothing', () => {
    const state = readDocumentListState(new URLSearchParams());
    expect(state).toMatchObject({
      search: '',
      completed: 'ALL',
      period: 'ALL',
      sortBy: 'modifiedAt',
      sortDesc: true,
      page: 1,
    });
    expect(writeDocumentListState(state).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const text = 'q=badrum&status=klara&period=OPTIONAL&from=2026-01-01&to=2026-03-31&sortBy=client&sida=3';
    const state = readDocumentListState(new URLSearchParams(text));
    expect(state).toMatchObject({
      completed: 'COMPLETED',
      period: 'OPTIONAL',
      sortBy: 'client',
      sortDesc: false,
      page: 3,
    });
    expect(writeDocumentListState(state).toString()).toBe(text);
  });

  it('ignores values it does not know', () => {
    const state = readDocumentListState(new URLSearchParams('status=x&period=Y&sortBy=z&sida=-2&from=igår'));
    expect(state).toMatchObject({
      completed: 'ALL',
      period: 'ALL',
      sortBy: 'modifiedAt',
      page: 1,
      dateFrom: '',
    });
  });

  it('sends dates only for a chosen period and pages of 20', () => {
    const state = readDocumentListState(new URLSearchParams('status=utkast&from=2026-01-01&sida=2'));
    expect(
      toDocumentListParameters(state, { type: 'OFFER', location: ROOT_LOCATION, pageSize: 20 }),
    ).toMatchObject({
      completed: false,
      dateFrom: null,
      offset: 20,
      limit: 20,
    });
  });

  it('turns the order of the sorted column and starts another from page 1', () => {
    const state = readDocumentListState(new URLSearchParams('sortBy=totalSum&descOrder=1&sida=4'));
    expect(toggleDocumentSort(state, 'totalSum')).toMatchObject({ sortDesc: false, page: 1 });
    expect(toggleDocumentSort(state, 'client')).toMatchObject({ sortBy: 'client', sortDesc: false, page: 1 });
    const back = toggleDocumentSort(state, 'modifiedAt');
    expect(writeDocumentListState(back).toString()).toBe('');
  });
});

const CLIENT = '0d6c5a38-9c1e-4c43-8f5e-2f4f1f0a1b2c';
const FOLDER = '5b0e2f7a-6d2c-4f0a-9a51-3c2d1e0f9a8b';

describe('document list filters of issue #6', () => {
  it('round-trips the search options and every kind filter', () => {
    const text = `q=1001&kundnr=1&undermappar=1&skickade=nej&lasstatus=UPDATED&typ=CREDIT&mina=1&utanFaktura=1&kund=${CLIENT}&kundnamn=1001+%C2%B7+Anders+Holm`;
    const state = readDocumentListState(new URLSearchParams(text));
    expect(state).toMatchObject({
      byClientCode: true,
      subfolders: true,
      sent: 'NO',
      readState: 'UPDATED',
      unixType: 'CREDIT',
      onlyMine: true,
      withoutInvoices: true,
      clientUid: CLIENT,
      clientLabel: '1001 · Anders Holm',
    });
    expect(writeDocumentListState(state).toString()).toBe(text);
    expect(isFiltered(state)).toBe(true);
  });

  it('drops a client that is not a uid and read states it does not know', () => {
    const state = readDocumentListState(
      new URLSearchParams('kund=abc&kundnamn=x&lasstatus=OLD&skickade=kanske'),
    );
    expect(state).toMatchObject({ clientUid: '', clientLabel: '', readState: null, sent: 'ALL' });
    expect(isFiltered(state)).toBe(false);
  });

  it("sends only the kind's own filters, with the location and the employee's page size", () => {
    const state = readDocumentListState(
      new URLSearchParams(
        `skickade=ja&lasstatus=NEW&typ=DEBIT&mina=1&kund=${CLIENT}&sida=3&undermappar=1&arbetsstatus=paborjad&anstallda=${CLIENT},x`,
      ),
    );
    const location = { folderUid: FOLDER, specialFolder: 'archived' as const };
    const order = toDocumentListParameters(state, { type: 'CUSTOMER_ORDER', location, pageSize: 50 });
    expect(order).toMatchObject({
      sent: true,
      readState: null,
      unixType: null,
      onlyAssignedOrders: false,
      clientUid: null,
      offset: 100,
      limit: 50,
      folderUid: FOLDER,
      specialFolder: 'archived',
      searchInSubfolders: true,
    });
    const unix = toDocumentListParameters(state, { type: 'UNIX_ORDER', location, pageSize: 20 });
    expect(unix).toMatchObject({ sent: null, readState: 'NEW', unixType: 'DEBIT' });
    const invoice = toDocumentListParameters(state, { type: 'INVOICE', location, pageSize: 20 });
    expect(invoice).toMatchObject({ clientUid: CLIENT, onlyAssignedOrders: false });
    const work = toDocumentListParameters(state, { type: 'WORK_ORDER', location, pageSize: 20 });
    expect(work).toMatchObject({ onlyAssignedOrders: true, clientUid: null, status: 'STARTED' });
    expect(work.employeeUids).toEqual([CLIENT]);
    expect(invoice).toMatchObject({ status: null, employeeUids: [] });
    expect(writeDocumentListState(state).get('arbetsstatus')).toBe('paborjad');
    expect(writeDocumentListState(state).get('anstallda')).toBe(CLIENT);
  });

  it("lists every archived document at the archive's top level", () => {
    const state = readDocumentListState(new URLSearchParams());
    const at = (folderUid: string | null) =>
      toDocumentListParameters(state, {
        type: 'OFFER',
        location: { folderUid, specialFolder: 'archived' },
        pageSize: 20,
      }).searchInSubfolders;
    expect(at(null)).toBe(true);
    expect(at(FOLDER)).toBe(false);
  });

  it('clears filters but keeps the order and the subfolder choice', () => {
    const state = readDocumentListState(new URLSearchParams('q=x&mina=1&sortBy=client&undermappar=1&sida=2'));
    expect(writeDocumentListState(clearedFilters(state)).toString()).toBe('undermappar=1&sortBy=client');
  });
});

describe('list locations in the path', () => {
  it('builds the four route shapes', () => {
    expect(documentFolderPath('OFFER', ROOT_LOCATION)).toBe('/montor/dokument/offer/list');
    expect(documentFolderPath('OFFER', { folderUid: FOLDER, specialFolder: null })).toBe(
      `/montor/dokument/offer/folder/${FOLDER}`,
    );
    expect(documentFolderPath('INVOICE', { folderUid: null, specialFolder: 'deleted' })).toBe(
      '/montor/dokument/faktura/specialFolder/deleted',
    );
    expect(documentFolderPath('WORK_ORDER', { folderUid: FOLDER, specialFolder: 'archived' })).toBe(
      `/montor/dokument/workorder/specialFolder/archived/folder/${FOLDER}`,
    );
  });

  it('reads the route parameters back and refuses an unknown special folder', () => {
    expect(listLocationOf({})).toEqual(ROOT_LOCATION);
    expect(listLocationOf({ folderType: 'archived', folderUid: FOLDER })).toEqual({
      folderUid: FOLDER,
      specialFolder: 'archived',
    });
    expect(listLocationOf({ folderType: 'saved' })).toBeNull();
  });
});
