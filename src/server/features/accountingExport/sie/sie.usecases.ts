import type { LedgerKind, VerificationChoice, VoucherErrorReport } from '@shared/api/accountingExport.api';
import { type Ledger, ledgers } from '@shared/domain/accounting/ledgers';
import type { Voucher } from '@shared/domain/accounting/vouchers';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import { type SieAccount, type SieVoucher, sie4Chunks } from '../../../platform/sie/sie';
import { type AccountingSetup, allocateVerificationNumbers, loadAccountingSetup } from '../../accounting';
import { accountingExportErrors } from '../accountingExport.errors';
import { accountName } from '../entries/entries.mapper';
import { type EntryFilter, type EntryRef, findEntryRefs } from '../entries/entries.repository';
import { buildEntries } from '../entries/entries.usecases';
import { type NumberedVoucher, recordVerifications } from './sie.repository';

/**
 * The SIE 4E export of a period (issue #18, decision 0046). In three steps, so the numbers stay gap-free
 * and the file is never held as one string while it is written:
 * 1. every voucher of the period is built once, batch by batch, to find those that cannot be (reported,
 *    not numbered) and the accounts the file must declare; the built ones are kept (a few hundred bytes
 *    each, from the booking inputs kept at completion) rather than read and built a second time;
 * 2. one transaction gives the rest their numbers per ledger from the firm's series (row-locked,
 *    decision 0045) and records them on the documents and payments;
 * 3. the kept vouchers go in series and number order into the streaming writer, each let go once written,
 *    so the file itself is never held.
 */

/** What an export needs that the request knew; a background job gets it as its payload. */
export interface SieExportRequest {
  firmId: string;
  ledgerKind: LedgerKind;
  fromDate: string;
  toDate: string;
  choice: VerificationChoice;
  /** The ticked rows of the list, or null for the whole period. */
  uids: string[] | null;
  company: { name: string; orgNumber: string };
  fiscalYear: { start: string; end: string };
  /** ISO time of the request: the file's #GEN and the numbers' export time. */
  requestedAt: string;
}

export interface SieExportOutcome {
  /** The file, made while it is read: read it once, to its end. */
  chunks: AsyncIterable<Uint8Array>;
  fileName: string;
  exportedCount: number;
  errors: VoucherErrorReport[];
}

const BATCH = 1000;
const MAX_ERRORS = 50;

export function entryFilter(request: SieExportRequest, setup: Pick<AccountingSetup, 'method'>): EntryFilter {
  return {
    firmId: request.firmId,
    method: setup.method,
    ledgerKind: request.ledgerKind,
    fromDate: request.fromDate,
    toDate: request.toDate,
    periodBasis: null,
    exported: request.choice === 'SKIP' ? 'NOT_EXPORTED' : 'ALL',
    uids: request.uids,
  };
}

interface Checked {
  ok: EntryRef[];
  errors: VoucherErrorReport[];
  accounts: Set<string>;
  /** Each booked voucher by its entry, built once: the file is written from these after numbering. */
  vouchers: Map<string, Voucher>;
}

const entryKey = (ref: Pick<EntryRef, 'entity' | 'id'>) => `${ref.entity}:${ref.id}`;

async function checkVouchers(
  db: Db,
  request: SieExportRequest,
  setup: AccountingSetup,
  refs: readonly EntryRef[],
  progress: (done: number) => Promise<void>,
): Promise<Checked> {
  const checked: Checked = { ok: [], errors: [], accounts: new Set(), vouchers: new Map() };
  for (let start = 0; start < refs.length; start += BATCH) {
    const batch = refs.slice(start, start + BATCH);
    for (const entry of await buildEntries({ db, firmId: request.firmId, refs: batch, setup })) {
      if (entry.voucher) {
        checked.ok.push(entry.ref);
        checked.vouchers.set(entryKey(entry.ref), entry.voucher);
        for (const row of entry.voucher.rows) checked.accounts.add(row.account);
      } else if (checked.errors.length < MAX_ERRORS) {
        checked.errors.push({ reference: entry.text, text: entry.error ?? '' });
      }
    }
    await progress(start + batch.length);
  }
  return checked;
}

/**
 * New numbers for every voucher under NEW_NUMBERS and SKIP (which holds only unexported ones), for the
 * unnumbered ones under OLD_NUMBERS; the rest keep theirs.
 */
async function numberVouchers(
  db: Db,
  request: SieExportRequest,
  setup: AccountingSetup,
  refs: readonly EntryRef[],
): Promise<NumberedVoucher[]> {
  return withTransaction(db, async (tx) => {
    const numbered: NumberedVoucher[] = [];
    for (const ledger of ledgers) {
      const ofLedger = refs.filter((r) => r.ledger === ledger);
      const keep = (r: EntryRef) => request.choice === 'OLD_NUMBERS' && r.number !== null && r.series;
      const fresh = ofLedger.filter((r) => !keep(r));
      for (const r of ofLedger.filter(keep)) numbered.push(numberedVoucher(r, r.series!, r.number!));
      if (fresh.length === 0) continue;
      const first = await allocateVerificationNumbers({
        tx,
        firmId: request.firmId,
        ledger,
        count: fresh.length,
      });
      const series = setup.series[ledger].prefix;
      for (const [i, r] of fresh.entries()) numbered.push(numberedVoucher(r, series, first + i));
    }
    await recordVerifications(tx, request.firmId, numbered, new Date(request.requestedAt));
    return numbered;
  });
}

function numberedVoucher(ref: EntryRef, series: string, number: number): NumberedVoucher {
  return { entity: ref.entity, id: ref.id, ledger: ref.ledger, date: ref.date, series, number };
}

function bySeriesAndNumber(a: NumberedVoucher, b: NumberedVoucher): number {
  return a.series === b.series ? a.number - b.number : a.series < b.series ? -1 : 1;
}

/**
 * The vouchers in file order, as the check built them; each is let go once written, so what is held
 * shrinks as the file grows.
 */
function* sieVouchers(
  vouchers: Map<string, Voucher>,
  numbered: readonly NumberedVoucher[],
): Generator<SieVoucher> {
  for (const { entity, id, series, number } of numbered) {
    const key = entryKey({ entity, id });
    const voucher = vouchers.get(key)!;
    vouchers.delete(key);
    yield { series, number, date: voucher.date, text: voucher.text, rows: voucher.rows };
  }
}

function declaredAccounts(setup: AccountingSetup, used: ReadonlySet<string>): SieAccount[] {
  return [...used].sort().map((number) => ({
    number,
    name: accountName(setup, number),
    sru: setup.accounts.get(number)?.sru ?? null,
  }));
}

const ledgerFileNames: Record<Ledger, string> = {
  JOURNAL: 'Verifikationer',
  INVOICE: 'Kundfakturor',
  PAYMENT: 'Inbetalningar',
  CASH: 'Kontantforsaljning',
};

export async function runSieExport({
  db,
  request,
  progress = async () => {},
}: {
  db: Db;
  request: SieExportRequest;
  progress?: (done: number, total: number) => Promise<void>;
}): Promise<SieExportOutcome> {
  const setup = await loadAccountingSetup({ db, firmId: request.firmId });
  const refs = await findEntryRefs(db, entryFilter(request, setup));
  const total = refs.length * 2;
  const checked = await checkVouchers(db, request, setup, refs, (done) => progress(done, total));
  if (checked.ok.length === 0) throw accountingExportErrors.NOTHING_TO_EXPORT();
  const numbered = (await numberVouchers(db, request, setup, checked.ok)).sort(bySeriesAndNumber);
  let written = 0;
  const source = sieVouchers(checked.vouchers, numbered);
  async function* counted() {
    for (const voucher of source) {
      written += 1;
      if (written % BATCH === 0) await progress(refs.length + written, total);
      yield voucher;
    }
  }
  // Lazy: the file is made as its store takes it, a batch of vouchers at a time (decision 0046).
  const chunks = sie4Chunks({
    program: { name: 'Montör', version: '1.0' },
    generatedAt: new Date(request.requestedAt),
    company: request.company,
    fiscalYears: [{ index: 0, start: request.fiscalYear.start, end: request.fiscalYear.end }],
    accounts: declaredAccounts(setup, checked.accounts),
    vouchers: counted(),
  });
  const period = `${request.fromDate}_${request.toDate}`;
  return {
    chunks,
    fileName: `${ledgerFileNames[request.ledgerKind]}_${period}.se`,
    exportedCount: numbered.length,
    errors: checked.errors,
  };
}
