import { createHash } from 'node:crypto';
import type { ApiMessage } from '@shared/api/endpoint';
import type { BankPayment, ImportSummary, OpenInvoice } from '@shared/api/paymentImports.api';
import { formatKr } from '@shared/domain/format';
import { isBgmaxFor, parseBgmax } from '@shared/domain/payments/bgmax';
import { formatBankgiro, referencedInvoiceNumbers } from '@shared/domain/payments/bgmax-match';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertKindAccess, type EmployeeSession, likePattern } from '../documents';
import { addPayment, addPayments, lockDocuments } from '../payments';
import { paymentImportErrors } from './paymentImports.errors';
import { filePayments, planImport, toBankPayment, toSummary } from './paymentImports.mapper';
import {
  existingDedupeKeys,
  findBankPayment,
  findImportBySha,
  firmBankgiro,
  type ImportRow,
  importStats,
  insertBankPayments,
  insertImport,
  listBankPayments,
  listImports,
  lockBankPayment,
  lockPayablesByNumbers,
  openInvoices,
  openInvoicesById,
  setBankPaymentHandled,
  updateImportCounts,
} from './paymentImports.repository';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
interface Call {
  deps: Deps;
  firmId: string;
  session: EmployeeSession;
}

/** An import's summary as it stands now (payments handled since count as handled). */
async function summaryOf(db: Db, firmId: string, row: ImportRow, alreadyImported: boolean) {
  const stats = (await importStats(db, firmId, [row.id])).get(row.id)!;
  return summaryFrom(row, stats, alreadyImported);
}

function summaryFrom(
  row: ImportRow,
  stats: Awaited<ReturnType<typeof importStats>> extends Map<string, infer S> ? S : never,
  alreadyImported: boolean,
): ImportSummary {
  const n = (state: keyof typeof stats.byState) => stats.byState[state] ?? 0;
  return toSummary(row, {
    alreadyImported,
    overpaidCount: n('OVERPAID'),
    underpaidCount: n('UNDERPAID'),
    unmatchedCount: n('UNMATCHED'),
    registeredSum: stats.registeredOre,
    toHandleCount: n('OVERPAID') + n('UNDERPAID') + n('UNMATCHED'),
  });
}

function alreadyImportedMessage(summary: ImportSummary): ApiMessage {
  return {
    level: 'INFO',
    code: 'BGMAX_ALREADY_IMPORTED',
    text: `Filen är redan inläst (${summary.importedAt.slice(0, 10)}): ${summary.paymentCount} betalningar, ${summary.matchedCount} matchade. Inget har registrerats nu.`,
  };
}

/**
 * Reads a BgMax file whole or not at all (decision 0033): a broken record or another bankgiro refuses it
 * before anything is written; then one transaction records the file, its new payments and what they pay.
 */
export async function importBgmax(
  call: Call & { fileName: string; content: Uint8Array; messages: ApiMessage[] },
): Promise<ImportSummary> {
  assertKindAccess(call.session, 'INVOICE');
  const { db } = call.deps;
  const sha256 = createHash('sha256').update(call.content).digest('hex');
  const earlier = await findImportBySha(db, call.firmId, sha256);
  if (earlier) {
    const summary = await summaryOf(db, call.firmId, earlier, true);
    call.messages.push(alreadyImportedMessage(summary));
    return summary;
  }
  const parsed = parseBgmax(call.content);
  if (!parsed.ok) throw paymentImportErrors.BGMAX_INVALID(parsed.message, { field: 'content' });
  const bankgiro = await firmBankgiro(db, call.firmId);
  if (!bankgiro) throw paymentImportErrors.BGMAX_NO_BANKGIRO();
  if (!isBgmaxFor(parsed.file, bankgiro)) {
    const other = parsed.file.deposits.find((d) => d.bankgiro !== bankgiro)?.bankgiro ?? '';
    throw paymentImportErrors.BGMAX_OTHER_BANKGIRO(formatBankgiro(other), formatBankgiro(bankgiro), {
      field: 'content',
    });
  }
  const payments = filePayments(parsed.file);
  const totalOre = payments.reduce((sum, p) => sum + p.payment.amountOre, 0);
  return withTransaction(db, async (tx) => {
    const importId = await insertImport(tx, {
      firmId: call.firmId,
      sha256,
      fileName: call.fileName.slice(0, 200),
      bankgiro,
      fileCreated: parsed.file.createdAt,
      employeeId: call.session.employee.id,
    });
    if (!importId) {
      // The same file finished importing in another request meanwhile.
      const summary = await summaryOf(
        tx,
        call.firmId,
        (await findImportBySha(tx, call.firmId, sha256))!,
        true,
      );
      call.messages.push(alreadyImportedMessage(summary));
      return summary;
    }
    const known = await existingDedupeKeys(
      tx,
      call.firmId,
      payments.map((p) => p.dedupeKey),
    );
    const fresh = payments.filter((p) => !known.has(p.dedupeKey));
    const numbers = [...new Set(fresh.flatMap((p) => referencedInvoiceNumbers(p.payment)))];
    const plan = planImport(fresh, await lockPayablesByNumbers(tx, call.firmId, numbers));
    const ids = await insertBankPayments(tx, call.firmId, importId, plan.bankPayments);
    await addPayments({
      tx,
      firmId: call.firmId,
      payments: plan.allocations.map(({ dedupeKey, ...a }) => ({ ...a, bankPaymentId: ids.get(dedupeKey)! })),
    });
    await updateImportCounts(tx, importId, {
      paymentCount: payments.length,
      matchedCount: plan.counts.MATCHED,
      totalOre,
    });
    const toHandle = plan.counts.UNMATCHED + plan.counts.OVERPAID + plan.counts.UNDERPAID;
    const summary = toSummary((await findImportBySha(tx, call.firmId, sha256))!, {
      overpaidCount: plan.counts.OVERPAID,
      underpaidCount: plan.counts.UNDERPAID,
      unmatchedCount: plan.counts.UNMATCHED,
      duplicateCount: known.size,
      registeredSum: plan.registeredOre,
      toHandleCount: toHandle,
    });
    call.messages.push({
      level: 'INFO',
      code: 'BGMAX_IMPORTED',
      text: `${payments.length} betalningar på ${formatKr(totalOre)} inlästa: ${plan.counts.MATCHED} matchade, ${formatKr(plan.registeredOre)} registrerat på fakturor.`,
    });
    if (toHandle > 0) {
      call.messages.push({
        level: 'INFO',
        code: 'BGMAX_TO_HANDLE',
        text: `${toHandle} betalningar ska hanteras: ${plan.counts.UNMATCHED} ej matchade, ${plan.counts.OVERPAID} överbetalda, ${plan.counts.UNDERPAID} delbetalda.`,
      });
    }
    if (known.size > 0) {
      call.messages.push({
        level: 'INFO',
        code: 'BGMAX_DUPLICATES',
        text: `${known.size} betalningar fanns redan i en tidigare inläst fil och registrerades inte igen.`,
      });
    }
    return summary;
  });
}

export async function recentImports(call: Call): Promise<{ items: ImportSummary[] }> {
  assertKindAccess(call.session, 'INVOICE');
  const rows = await listImports(call.deps.db, call.firmId, 20);
  const stats = await importStats(
    call.deps.db,
    call.firmId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => summaryFrom(row, stats.get(row.id)!, false)) };
}

export async function bankPayments(
  call: Call & { show: 'TO_HANDLE' | 'ALL'; importUid: string | null; offset: number; limit: number },
): Promise<{ totalCount: number; items: BankPayment[] }> {
  assertKindAccess(call.session, 'INVOICE');
  const { totalCount, items } = await listBankPayments(call.deps.db, {
    firmId: call.firmId,
    toHandleOnly: call.show === 'TO_HANDLE',
    importId: call.importUid,
    offset: call.offset,
    limit: call.limit,
  });
  return { totalCount, items: items.map(toBankPayment) };
}

export async function invoicesToMatch(
  call: Call & { searchPattern: string; limit: number },
): Promise<{ items: OpenInvoice[] }> {
  assertKindAccess(call.session, 'INVOICE');
  const text = call.searchPattern.trim().toLowerCase();
  const rows = await openInvoices(call.deps.db, {
    firmId: call.firmId,
    pattern: text ? likePattern(text) : null,
    limit: call.limit,
  });
  return {
    items: rows.map((r) => ({
      docUid: r.id,
      docType: r.docType,
      documentNumber: r.number === null ? null : Number(r.number),
      client: r.client ?? '',
      docDate: r.docDate,
      dueDate: r.dueDate,
      totalSum: Number(r.totalOre),
      remainingSum: Number(r.remainingOre),
    })),
  };
}

async function lockedOrNotFound(tx: Db, call: Call & { bankPaymentUid: string }) {
  const row = await lockBankPayment(tx, call.firmId, call.bankPaymentUid);
  if (!row) throw httpErrors.NOT_FOUND();
  return row;
}

/**
 * A person's match of an unmatched bank payment: its whole amount registered on the chosen invoice with
 * the deposit's date, and the bank payment handled. An invoice of another firm, or not owed, is refused.
 */
export async function matchByHand(
  call: Call & { bankPaymentUid: string; docType: 'INVOICE' | 'INTEREST_INVOICE'; docUid: string },
): Promise<BankPayment> {
  assertKindAccess(call.session, call.docType);
  return withTransaction(call.deps.db, async (tx) => {
    const row = await lockedOrNotFound(tx, call);
    if (row.state !== 'UNMATCHED') throw paymentImportErrors.BANK_PAYMENT_NOT_OPEN();
    await lockDocuments(tx, call.firmId, [call.docUid]);
    const [invoice] = await openInvoicesById(tx, call.firmId, call.docType, call.docUid);
    if (!invoice) throw httpErrors.NOT_FOUND({ field: 'docUid' });
    await addPayment({
      tx,
      firmId: call.firmId,
      documentId: call.docUid,
      paymentDate: row.paymentDate,
      amountOre: Number(row.amountOre),
      source: 'BGMAX',
      bankPaymentId: row.id,
      employeeId: call.session.employee.id,
    });
    await setBankPaymentHandled(tx, {
      id: row.id,
      employeeId: call.session.employee.id,
      documentId: call.docUid,
      now: call.deps.clock.now(),
    });
    return toBankPayment((await findBankPayment(tx, call.firmId, row.id))!);
  });
}

/** Marks a bank payment looked at: an overpayment refunded, a payment that was not for an invoice. */
export async function markHandled(call: Call & { bankPaymentUid: string }): Promise<BankPayment> {
  assertKindAccess(call.session, 'INVOICE');
  return withTransaction(call.deps.db, async (tx) => {
    const row = await lockedOrNotFound(tx, call);
    if (row.state !== 'HANDLED') {
      await setBankPaymentHandled(tx, {
        id: row.id,
        employeeId: call.session.employee.id,
        now: call.deps.clock.now(),
      });
    }
    return toBankPayment((await findBankPayment(tx, call.firmId, row.id))!);
  });
}
