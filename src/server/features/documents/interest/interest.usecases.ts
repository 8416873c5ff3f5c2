import type { InterestCandidates, InterestRows, ReferenceRateItem } from '@shared/api/documents';
import type { ApiMessage } from '@shared/api/endpoint';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertEditable, assertKindAccess } from '../engine/engine.errors';
import type { EmployeeSession } from '../view/view.mapper';
import { interestErrors } from './interest.errors';
import { toRow, toStoredRow } from './interest.mapper';
import {
  deleteInterestRow,
  findInterestInvoice,
  findInterestRows,
  findLatePaidInvoices,
  type InterestDocument,
  insertInterestRows,
  type LatePaidInvoice,
  paymentsOf,
  referenceRatesOf,
  termsOf,
  updateInterestRow,
  upsertReferenceRate,
  writeInterestTotal,
} from './interest.repository';
import {
  caption,
  type InterestTermsOfFirm,
  interestSourceTypes,
  invoiceInterest,
  stillBillable,
} from './interest.rules';

const TYPE: DocumentType = 'INTEREST_INVOICE';

type Deps = Pick<AppDeps, 'db'>;
interface Call {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
  docUid: string;
}

async function interestInvoiceOrNotFound(db: Db, call: Call, forUpdate = false): Promise<InterestDocument> {
  assertKindAccess(call.session, TYPE);
  const doc = await findInterestInvoice(db, call.firmId, TYPE, call.docUid, forUpdate);
  if (!doc) throw httpErrors.NOT_FOUND();
  return doc;
}

/** The interest of each invoice from its dated payments; a missing reference rate is refused by name. */
async function computed(
  db: Db,
  firmId: string,
  invoices: readonly LatePaidInvoice[],
  terms: InterestTermsOfFirm,
) {
  const payments = await paymentsOf(
    db,
    firmId,
    invoices.map((i) => i.id),
  );
  return invoices.map((invoice) => {
    const result = invoiceInterest(invoice, payments.get(invoice.id) ?? [], terms);
    if (!result.ok) throw interestErrors.INTEREST_RATE_MISSING(result.message);
    return { invoice, interestOre: result.interestOre };
  });
}

async function rowsAnswer(db: Db, firmId: string, doc: InterestDocument): Promise<InterestRows> {
  const [rows, terms] = await Promise.all([findInterestRows(db, firmId, doc.id), termsOf(db, firmId)]);
  const items = rows.map((row) => toStoredRow(row, terms));
  return {
    docUid: doc.id,
    editable: !doc.completed && !doc.locked,
    items,
    totalInterest: items.reduce((sum, item) => sum + item.interest, 0),
  };
}

/** Rewrites the interest invoice's total from its rows (inside the change's transaction). */
async function writeTotal(tx: Db, firmId: string, docId: string): Promise<void> {
  const rows = await findInterestRows(tx, firmId, docId);
  await writeInterestTotal(
    tx,
    firmId,
    docId,
    rows.reduce((sum, row) => sum + row.interestOre, 0),
  );
}

export async function interestInvoiceRows(call: Call): Promise<InterestRows> {
  const doc = await interestInvoiceOrNotFound(call.deps.db, call);
  return rowsAnswer(call.deps.db, call.firmId, doc);
}

/** The client's late-paid invoices the interest invoice may still take, with the interest each gives. */
export async function interestInvoiceCandidates(call: Call): Promise<InterestCandidates> {
  const { db } = call.deps;
  const doc = await interestInvoiceOrNotFound(db, call);
  if (!doc.clientId) return { docUid: doc.id, clientUid: null, items: [] };
  const [invoices, terms] = await Promise.all([
    findLatePaidInvoices(db, {
      firmId: call.firmId,
      clientId: doc.clientId,
      invoiceTypes: interestSourceTypes,
      beforeDate: doc.docDate,
      interestInvoiceId: doc.id,
    }),
    termsOf(db, call.firmId),
  ]);
  const figures = await computed(db, call.firmId, invoices, terms);
  return {
    docUid: doc.id,
    clientUid: doc.clientId,
    items: figures.map(({ invoice, interestOre }) =>
      toRow(invoice.id, invoice, { ...invoice, interestOre }, terms),
    ),
  };
}

/**
 * Adds invoices to a draft. The invoices are locked first, then read again: a second interest invoice
 * adding the same invoice at the same moment waits for the lock and then sees the first one's row, so an
 * invoice is billed at most once (product-spec §5).
 */
export async function addInterestRows(
  call: Call & { invoiceUids: readonly string[] },
): Promise<InterestRows> {
  const ids = [...new Set(call.invoiceUids)];
  return withTransaction(call.deps.db, async (tx) => {
    const doc = await interestInvoiceOrNotFound(tx, call, true);
    assertEditable(doc);
    if (!doc.clientId) throw interestErrors.INTEREST_CLIENT_MISSING({ field: 'data.clientUid' });
    const query = {
      firmId: call.firmId,
      clientId: doc.clientId,
      invoiceTypes: interestSourceTypes,
      beforeDate: doc.docDate,
      interestInvoiceId: doc.id,
      ids,
    };
    await findLatePaidInvoices(tx, { ...query, forUpdate: true });
    const invoices = await findLatePaidInvoices(tx, query);
    if (invoices.length !== ids.length) throw interestErrors.INVOICE_NOT_BILLABLE({ field: 'invoiceUids' });
    const present = await findInterestRows(tx, call.firmId, doc.id);
    const figures = await computed(tx, call.firmId, invoices, await termsOf(tx, call.firmId));
    await insertInterestRows(
      tx,
      call.firmId,
      doc.id,
      figures.map(({ invoice, interestOre }, i) => ({
        invoiceId: invoice.id,
        position: present.length + i,
        dueDate: invoice.dueDate,
        paidDate: invoice.paidDate,
        payableOre: invoice.payableOre,
        interestOre,
      })),
    );
    await writeTotal(tx, call.firmId, doc.id);
    return rowsAnswer(tx, call.firmId, doc);
  });
}

export async function removeInterestRow(call: Call & { rowUid: string }): Promise<InterestRows> {
  return withTransaction(call.deps.db, async (tx) => {
    const doc = await interestInvoiceOrNotFound(tx, call, true);
    assertEditable(doc);
    if (!(await deleteInterestRow(tx, call.firmId, doc.id, call.rowUid))) {
      throw interestErrors.INTEREST_ROW_NOT_FOUND({ field: 'rowUid' });
    }
    await writeTotal(tx, call.firmId, doc.id);
    return rowsAnswer(tx, call.firmId, doc);
  });
}

/**
 * `actualizeInterestInvoice` (api-spec §7.4): every row recomputed from its invoice's current due date,
 * payments and the current reference rates; an invoice no longer fully paid late (a payment reverted, the
 * invoice deleted) leaves the table, said in a WARNING.
 */
export async function actualizeInterestInvoice(
  call: Call & { messages: ApiMessage[] },
): Promise<InterestRows> {
  return withTransaction(call.deps.db, async (tx) => {
    const doc = await interestInvoiceOrNotFound(tx, call, true);
    assertEditable(doc);
    const rows = await findInterestRows(tx, call.firmId, doc.id);
    const terms = await termsOf(tx, call.firmId);
    const kept = rows.filter((row) => stillBillable(row, doc.docDate));
    for (const row of rows.filter((r) => !kept.includes(r))) {
      await deleteInterestRow(tx, call.firmId, doc.id, row.id);
      call.messages.push({
        level: 'WARNING',
        code: 'INTEREST_ROW_REMOVED',
        text: `${caption(row.number)} är inte längre fullt betald efter förfallodagen och togs bort från räntefakturan.`,
      });
    }
    const invoices: LatePaidInvoice[] = kept.map((row) => ({
      id: row.invoiceId,
      number: row.number,
      dueDate: row.currentDueDate as string,
      paidDate: row.currentPaidDate as string,
      payableOre: row.currentPayableOre,
      creditedOre: row.creditedOre,
      paymentStatus: row.paymentStatus,
      deleted: row.deleted,
    }));
    const figures = await computed(tx, call.firmId, invoices, terms);
    for (const [i, { invoice, interestOre }] of figures.entries()) {
      await updateInterestRow(tx, kept[i]!.id, { ...invoice, interestOre });
    }
    await writeTotal(tx, call.firmId, doc.id);
    call.messages.push({ level: 'INFO', code: 'INTEREST_ACTUALIZED', text: 'Räntan är uppdaterad.' });
    return rowsAnswer(tx, call.firmId, doc);
  });
}

/** The provider's reference rates, oldest first. */
export async function listReferenceRates({ deps }: { deps: Deps }): Promise<{ items: ReferenceRateItem[] }> {
  const rates = await referenceRatesOf(deps.db);
  return { items: rates.map((r) => ({ validFrom: r.from, rateBp: r.rateBp })) };
}

/** Sets (or corrects) a half-year's rate; interest already on completed interest invoices stays as billed. */
export async function setReferenceRate({
  deps,
  validFrom,
  rateBp,
}: {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  validFrom: string;
  rateBp: number;
}): Promise<{ items: ReferenceRateItem[] }> {
  await upsertReferenceRate(deps.db, validFrom, rateBp, deps.clock.now());
  return listReferenceRates({ deps });
}
