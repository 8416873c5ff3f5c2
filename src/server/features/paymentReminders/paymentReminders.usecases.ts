import type { ApiMessage } from '@shared/api/endpoint';
import type { InvoiceReminders } from '@shared/api/paymentReminders.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { REMINDER_FEE_MAX_ORE, reminderFeeOre } from '@shared/domain/payments/interest';
import { type PaymentState, paymentState } from '@shared/domain/payments/payment-status';
import { reminderFeeRefusal, reminderRefusal } from '@shared/domain/payments/reminders';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertKindAccess, type EmployeeSession, referenceRatesOf } from '../documents';
import { findPayableDocument } from '../payments';
import { paymentReminderErrors } from './paymentReminders.errors';
import { interestSoFar, toInvoiceReminders } from './paymentReminders.mapper';
import {
  deleteUnsentReminder,
  findReminderSettings,
  insertReminder,
  lockDocument,
  paymentsOf,
  type RemindedInvoice,
  remindersOf,
} from './paymentReminders.repository';

export interface InvoiceCall {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
}

export interface NewReminder {
  reminderDate: string;
  reminderFee: number;
  includeInterest: boolean;
  note: string;
}

/** Whoever may open the invoice's kind sees its reminders; another firm's invoice is "not found". */
export async function visibleInvoice(db: Db, call: InvoiceCall): Promise<RemindedInvoice> {
  assertKindAccess(call.session, call.docType);
  const invoice = await findPayableDocument(db, call.firmId, call.docType, call.docUid);
  if (!invoice) throw httpErrors.NOT_FOUND();
  return invoice;
}

/** The invoice's payments and credits now (the credit as stored, decision 0032), and their state. */
export async function balanceOf(db: Db, firmId: string, invoice: RemindedInvoice) {
  const payments = await paymentsOf(db, firmId, invoice.id);
  const { creditedOre } = invoice;
  const state: PaymentState = paymentState({
    totalOre: invoice.totalPayableOre,
    payments,
    creditedOre,
  });
  return { payments, creditedOre, state };
}

async function interestOn(
  db: Db,
  firmId: string,
  invoice: RemindedInvoice,
  balance: Awaited<ReturnType<typeof balanceOf>>,
  reminderDate: string,
) {
  const [rates, settings] = await Promise.all([referenceRatesOf(db), findReminderSettings(db, firmId)]);
  return interestSoFar({
    invoice,
    creditedOre: balance.creditedOre,
    payments: balance.payments,
    reminderDate,
    rates,
    marginBp: settings.interestOnArrearsBp,
  });
}

/**
 * A new reminder checked by the rules (reminders.ts): refused at its field when the invoice is not owed,
 * not overdue on the date, or the fee is above 60 kr; the interest so far when asked for.
 */
export async function checkedReminder(db: Db, call: InvoiceCall & NewReminder) {
  const invoice = await visibleInvoice(db, call);
  const balance = await balanceOf(db, call.firmId, invoice);
  const refusal =
    reminderRefusal({
      docType: invoice.docType,
      completed: invoice.completed,
      status: balance.state.status,
      dueDate: invoice.dueDate,
      reminderDate: call.reminderDate,
    }) ?? reminderFeeRefusal(call.reminderFee);
  if (refusal) throw paymentReminderErrors.REMINDER_INVALID(refusal.message, { field: refusal.field });
  let interestOre = 0;
  if (call.includeInterest) {
    const interest = await interestOn(db, call.firmId, invoice, balance, call.reminderDate);
    if (!interest.ok) {
      throw paymentReminderErrors.INTEREST_RATE_MISSING(interest.message, { field: 'includeInterest' });
    }
    interestOre = interest.interestOre;
  }
  return { invoice, balance, interestOre };
}

async function answer(
  db: Db,
  call: InvoiceCall,
  invoice: RemindedInvoice,
  reminderDate: string,
): Promise<InvoiceReminders> {
  const [balance, reminders, settings] = await Promise.all([
    balanceOf(db, call.firmId, invoice),
    remindersOf(db, call.firmId, invoice.id),
    findReminderSettings(db, call.firmId),
  ]);
  const refusal = reminderRefusal({
    docType: invoice.docType,
    completed: invoice.completed,
    status: balance.state.status,
    dueDate: invoice.dueDate,
    reminderDate,
  });
  const interest = await interestOn(db, call.firmId, invoice, balance, reminderDate);
  const fee = reminderFeeOre(settings.reminderFeeOre);
  return toInvoiceReminders({
    invoice,
    state: balance.state,
    creditedOre: balance.creditedOre,
    refusal: refusal?.message ?? null,
    defaults: {
      reminderDate,
      reminderFee: fee.ok ? fee.feeOre : 0,
      maxReminderFee: REMINDER_FEE_MAX_ORE,
      includeInterest: true,
      interestSum: interest.ok ? interest.interestOre : null,
      interestError: interest.ok ? null : interest.message,
      interestRateBp: interest.ok ? interest.rateBp : null,
    },
    reminders,
  });
}

function today(deps: StoreDeps): string {
  return formatDate(deps.clock.now());
}

/** `paymentRemindFormConfig`: the invoice's reminders and a new one's defaults (date today unless asked). */
export async function invoiceReminders(
  call: InvoiceCall & { reminderDate?: string },
): Promise<InvoiceReminders> {
  const invoice = await visibleInvoice(call.deps.db, call);
  return answer(call.deps.db, call, invoice, call.reminderDate ?? today(call.deps));
}

/** `addPaymentRemind`: writes the reminder under the invoice's lock, so a payment at once is seen. */
export async function addReminder(
  call: InvoiceCall & NewReminder & { messages: ApiMessage[] },
): Promise<InvoiceReminders> {
  return withTransaction(call.deps.db, async (tx) => {
    const found = await visibleInvoice(tx, call);
    await lockDocument(tx, found.id);
    const { invoice, interestOre } = await checkedReminder(tx, call);
    await insertReminder(tx, {
      firmId: call.firmId,
      documentId: invoice.id,
      reminderDate: call.reminderDate,
      feeOre: call.reminderFee,
      interestOre,
      note: call.note.trim(),
      employeeId: call.session.employee.id,
    });
    call.messages.push({ level: 'INFO', code: 'REMINDER_CREATED', text: 'Påminnelsen är skapad' });
    return answer(tx, call, invoice, call.reminderDate);
  });
}

/** Deletes a mistaken reminder; one already printed or e-mailed stays (409). */
export async function deleteReminder(call: InvoiceCall & { reminderUid: string }): Promise<InvoiceReminders> {
  const { db } = call.deps;
  const invoice = await visibleInvoice(db, call);
  const reminders = await remindersOf(db, call.firmId, invoice.id);
  if (!reminders.some((r) => r.id === call.reminderUid)) throw httpErrors.NOT_FOUND();
  if (!(await deleteUnsentReminder(db, call.firmId, invoice.id, call.reminderUid))) {
    throw paymentReminderErrors.REMINDER_SENT();
  }
  return answer(db, call, invoice, today(call.deps));
}
