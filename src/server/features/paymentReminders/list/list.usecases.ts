import {
  type PaymentReminderListParameters,
  type PaymentReminderRow,
  paymentReminderListParameters,
  remindableTypes,
} from '@shared/api/paymentReminders.api';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { REMINDER_FEE_MAX_ORE, reminderFeeOre } from '@shared/domain/payments/interest';
import type { StoreDeps } from '../../../platform/http/context';
import { assertKindAccess, type EmployeeSession } from '../../documents';
import { findReminderSettings } from '../paymentReminders.repository';
import { listReminderRows, type ReminderListRow, remindedClients } from './list.repository';

interface Call {
  deps: StoreDeps;
  firmId: string;
  session: EmployeeSession;
}

/** The payable kinds this employee may open: a firm without interest invoices lists invoices only. */
function visibleTypes(session: EmployeeSession): DocumentType[] {
  return remindableTypes.filter((t) => canAccess(session.employee, documentAccess(t)));
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toRow(row: ReminderListRow, view: 'TO_REMIND' | 'SENT'): PaymentReminderRow {
  return {
    rowUid: view === 'SENT' ? row.reminder_id! : row.id,
    reminderUid: row.reminder_id,
    docUid: row.id,
    docType: row.doc_type,
    invoiceNumber: num(row.number),
    client: row.client_id ? { uid: row.client_id, caption: row.client_name ?? '' } : null,
    docDate: formatDate(row.doc_date),
    dueDate: row.due_date ? formatDate(row.due_date) : null,
    invoiceSum: Number(row.total_payable_ore),
    remainingOre: Number(row.remaining),
    remindersCount: Number(row.reminders_count),
    lastReminderDate: row.last_reminder_date ? formatDate(row.last_reminder_date) : null,
    reminderDate: row.reminder_date ? formatDate(row.reminder_date) : null,
    reminderFee: num(row.fee_ore),
    interestSum: num(row.interest_ore),
    printed: row.printed_at !== null,
  };
}

/** `paymentReminders`: the reminders written, or (`allInvoices`) the overdue invoices to remind. */
export async function listPaymentReminders(call: Call & { parameters: PaymentReminderListParameters }) {
  const p = paymentReminderListParameters.parse(call.parameters);
  if (p.docType) assertKindAccess(call.session, p.docType);
  const docTypes = p.docType ? [p.docType] : visibleTypes(call.session);
  const view = p.allInvoices ? 'TO_REMIND' : 'SENT';
  if (docTypes.length === 0) return { totalCount: 0, remainingSum: 0, items: [] };
  const rows = await listReminderRows(call.deps.db, {
    firmId: call.firmId,
    today: formatDate(call.deps.clock.now()),
    docTypes,
    view,
    clientUids: p.clientUids,
    dateFrom: p.dateFrom,
    dateTo: p.dateTo,
    search: p.searchPattern,
    offset: p.offset,
    limit: p.limit,
  });
  return {
    totalCount: Number(rows[0]?.total_count ?? 0),
    remainingSum: Number(rows[0]?.remaining_sum ?? 0),
    items: rows.map((r) => toRow(r, view)),
  };
}

/** `paymentRemindersFormConfig`: the list's kinds and clients, and the firm's fee. */
export async function remindersFormConfig(call: Call) {
  const docTypes = visibleTypes(call.session);
  const [clients, settings] = await Promise.all([
    docTypes.length === 0
      ? Promise.resolve([])
      : remindedClients(call.deps.db, {
          firmId: call.firmId,
          today: formatDate(call.deps.clock.now()),
          docTypes,
        }),
    findReminderSettings(call.deps.db, call.firmId),
  ]);
  const fee = reminderFeeOre(settings.reminderFeeOre);
  return {
    docTypes: docTypes.map((t) => ({ value: t, label: documentKinds[t].label })),
    clients: clients.map((c) => ({ value: c.id, label: c.code ? `${c.name} (${c.code})` : c.name })),
    defaultReminderFee: fee.ok ? fee.feeOre : 0,
    maxReminderFee: REMINDER_FEE_MAX_ORE,
  };
}
