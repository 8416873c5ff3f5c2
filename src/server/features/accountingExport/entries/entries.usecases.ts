import type { LedgerKind } from '@shared/api/accountingExport.api';
import type { Ledger } from '@shared/domain/accounting/ledgers';
import type { Voucher } from '@shared/domain/accounting/vouchers';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../../platform/db/database';
import { loadAccountingSetup } from '../../accounting';
import type { CompletionListener } from '../../documents';
import { documentBookingInputs } from '../accountingExport.table';
import { type BookingSetup, type BuiltEntry, bookingInputOf, buildEntry } from './entries.mapper';
import {
  type EntryRef,
  findDecisionFacts,
  findDocumentFacts,
  findEntryRefs,
  findPaymentFacts,
} from './entries.repository';

const idsOf = (refs: readonly EntryRef[], entity: EntryRef['entity']) =>
  refs.filter((r) => r.entity === entity).map((r) => r.id);

/**
 * The vouchers of a batch of entries, in the batch's order: three queries for the payments, decisions
 * and the documents they all book, whatever the batch's size. A document's lines are read only where a
 * sale is booked from them: the document's own voucher, and a payment's under the cash method.
 */
export async function buildEntries({
  db,
  firmId,
  refs,
  setup,
}: {
  db: Db;
  firmId: string;
  refs: readonly EntryRef[];
  setup: BookingSetup;
}): Promise<BuiltEntry[]> {
  const cashMethod = setup.method === 'CASH';
  const [payments, decisions] = await Promise.all([
    findPaymentFacts(db, firmId, idsOf(refs, 'PAYMENT'), { paidBefore: cashMethod }),
    findDecisionFacts(db, firmId, idsOf(refs, 'ROT_DECISION')),
  ]);
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  const decisionById = new Map(decisions.map((d) => [d.id, d]));
  const withContent = new Set(idsOf(refs, 'DOCUMENT'));
  const documentIds = new Set(withContent);
  for (const p of payments) {
    documentIds.add(p.documentId);
    if (cashMethod) withContent.add(p.documentId);
  }
  for (const d of decisions) documentIds.add(d.documentId);
  const documents = new Map(
    (await findDocumentFacts(db, firmId, [...documentIds], withContent)).map((d) => [d.id, d]),
  );
  return refs.flatMap((ref) => {
    const payment = paymentById.get(ref.id);
    const decision = decisionById.get(ref.id);
    const documentId = payment?.documentId ?? decision?.documentId ?? ref.id;
    const document = documents.get(documentId);
    // Gone between the two queries (a payment undone meanwhile): nothing to book any more.
    if (!document) return [];
    return [buildEntry(ref, { document, payment, decision }, setup)];
  });
}

/** A voucher of a period as another system takes it (Fortnox, decision 0047): its series and its rows. */
export interface PeriodVoucher {
  entity: EntryRef['entity'];
  id: string;
  ledger: Ledger;
  /** The firm's series of the voucher's ledger (decision 0045). */
  series: string;
  text: string;
  voucher: Voucher | null;
  error: string | null;
}

const BATCH = 500;

/**
 * Every voucher of a period by voucher date, built by the same rules as the SIE file, or only the count
 * when there are more than `limit` (the caller refuses such a period rather than holding it).
 */
export async function periodVouchers({
  db,
  firmId,
  ledgerKind,
  fromDate,
  toDate,
  limit,
}: {
  db: Db;
  firmId: string;
  ledgerKind: LedgerKind;
  fromDate: string;
  toDate: string;
  limit: number;
}): Promise<{ total: number; vouchers: PeriodVoucher[] }> {
  const setup = await loadAccountingSetup({ db, firmId });
  const refs = await findEntryRefs(db, {
    firmId,
    method: setup.method,
    ledgerKind,
    fromDate,
    toDate,
    periodBasis: null,
    exported: 'ALL',
  });
  if (refs.length > limit) return { total: refs.length, vouchers: [] };
  const vouchers: PeriodVoucher[] = [];
  for (let start = 0; start < refs.length; start += BATCH) {
    const built = await buildEntries({ db, firmId, refs: refs.slice(start, start + BATCH), setup });
    for (const entry of built) {
      const { entity, id, ledger } = entry.ref;
      const series = setup.series[ledger].prefix;
      vouchers.push({
        entity,
        id,
        ledger,
        series,
        text: entry.text,
        voucher: entry.voucher,
        error: entry.error,
      });
    }
  }
  return { total: refs.length, vouchers };
}

/**
 * Keeps a completed invoice's booking input beside it (decision 0046): the firm's invoices with lines are
 * the records the law keeps once completed, and each is booked from its lines. Stored for the version the
 * completion left, so an export never reads a figure the lines no longer give.
 */
export const storeBookingInputOnCompletion: CompletionListener = async ({ tx, row }) => {
  const kind = documentKinds[row.docType];
  if (kind.keptByLaw !== 'WHEN_COMPLETED' || !kind.hasItems) return;
  const input = bookingInputOf({ header: row.header, items: row.items }, row.docType);
  const values = { firmId: row.firmId, documentVersion: row.version, input };
  await tx
    .insert(documentBookingInputs)
    .values({ documentId: row.id, ...values })
    .onConflictDoUpdate({ target: documentBookingInputs.documentId, set: values });
};
