import type { LedgerEntry, LedgerFilters, LedgerKind, PeriodBasis } from '@shared/api/accountingExport.api';
import type { FileLink } from '@shared/api/files.api';
import { formatDate } from '@shared/domain/format';
import type { AppDeps } from '../../../platform/http/context';
import { loadAccountingSetup } from '../../accounting';
import { getCompanySettings } from '../../company';
import { createFileLink } from '../../files';
import { toLedgerEntry } from '../entries/entries.mapper';
import { countEntries, type EntryFilter, findEntryRefs } from '../entries/entries.repository';
import { buildEntries } from '../entries/entries.usecases';
import { type LedgerFormat, ledgerFile } from './ledgers.files';

interface Call {
  deps: AppDeps;
  firmId: string;
}

/** A file holds at most this many vouchers: a year of a busy firm, still a PDF one can open. */
export const MAX_FILE_ENTRIES = 10_000;
const BATCH = 500;

async function filterOf(call: Call, filters: LedgerFilters) {
  const setup = await loadAccountingSetup({ db: call.deps.db, firmId: call.firmId });
  const filter: EntryFilter = { firmId: call.firmId, method: setup.method, ...filters };
  return { setup, filter };
}

/** `ledgers`: a page of the ledger's vouchers, each with its rows and its number if exported. */
export async function ledgerList(call: Call & LedgerFilters & { offset: number; limit: number }) {
  const { deps, firmId, offset, limit, ...filters } = call;
  const { setup, filter } = await filterOf(call, filters);
  const [totalCount, refs] = await Promise.all([
    countEntries(deps.db, filter),
    findEntryRefs(deps.db, filter, { offset, limit }),
  ]);
  const built = await buildEntries({ db: deps.db, firmId, refs, setup });
  return { totalCount, items: built.map((e) => toLedgerEntry(e, setup)), method: setup.method };
}

/** `exportLedgers`: the ledger as filtered, as PDF, Excel or CSV behind a short-lived link. */
export async function exportLedger(call: Call & LedgerFilters & { format: LedgerFormat }): Promise<FileLink> {
  const { deps, firmId, format, ...filters } = call;
  const { setup, filter } = await filterOf(call, filters);
  const refs = (await findEntryRefs(deps.db, filter)).slice(0, MAX_FILE_ENTRIES);
  const entries: LedgerEntry[] = [];
  for (let start = 0; start < refs.length; start += BATCH) {
    const built = await buildEntries({ db: deps.db, firmId, refs: refs.slice(start, start + BATCH), setup });
    entries.push(...built.map((e) => toLedgerEntry(e, setup)));
  }
  const settings = await getCompanySettings({ deps, firmId });
  const file = await ledgerFile(format, {
    ledgerKind: filters.ledgerKind,
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    firmName: settings.companyName,
    printedOn: formatDate(deps.clock.now()),
    entries,
  });
  return createFileLink({ deps, firmId, file: { ...file, disposition: 'attachment' } });
}

function monthOf(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    fromDate: `${today.slice(0, 7)}-01`,
    toDate: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`,
  };
}

/**
 * `ledgersFiltersFormConfig`: api-spec §9's defaults — the invoice and payment lists this month, the cash
 * list the current year's vouchers not yet exported (decision 0046), the journal this month by date.
 */
export async function ledgerDefaults({ deps, firmId, ledgerKind }: Call & { ledgerKind: LedgerKind }) {
  const setup = await loadAccountingSetup({ db: deps.db, firmId });
  const today = formatDate(deps.clock.now());
  const year = today.slice(0, 4);
  const base = { method: setup.method, accountingEnabled: setup.enabled };
  if (ledgerKind === 'CASH')
    return {
      ...base,
      fromDate: `${year}-01-01`,
      toDate: `${year}-12-31`,
      periodBasis: null,
      exported: 'NOT_EXPORTED' as const,
    };
  const periodBasis: PeriodBasis | null =
    ledgerKind === 'INVOICE' ? 'INVOICE_DATE' : ledgerKind === 'PAYMENT' ? 'PAYMENT_DATE' : null;
  return { ...base, ...monthOf(today), periodBasis, exported: 'ALL' as const };
}
