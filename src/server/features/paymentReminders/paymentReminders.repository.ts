import { companySettingsShape } from '@shared/api/company.api';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companySettings } from '../company';
import { documents } from '../documents';
import { employees } from '../employees';
import { payments } from '../payments';
import { paymentReminders } from './paymentReminders.table';

/** The invoice a reminder is on: the payments feature's reading of an owed document. */
export type { PayableDocument as RemindedInvoice } from '../payments';

/** The invoice's payments, oldest first: the interest runs on what was unpaid between them. */
export async function paymentsOf(db: Db, firmId: string, documentId: string) {
  return db
    .select({ date: payments.paymentDate, amountOre: payments.amountOre })
    .from(payments)
    .where(and(eq(payments.firmId, firmId), eq(payments.documentId, documentId)))
    .orderBy(asc(payments.paymentDate));
}

export async function remindersOf(db: Db, firmId: string, documentId: string) {
  return db
    .select({
      id: paymentReminders.id,
      reminderDate: paymentReminders.reminderDate,
      feeOre: paymentReminders.feeOre,
      interestOre: paymentReminders.interestOre,
      note: paymentReminders.note,
      printedAt: paymentReminders.printedAt,
      emailedAt: paymentReminders.emailedAt,
      createdAt: paymentReminders.createdAt,
      employeeId: paymentReminders.employeeId,
      employeeName: employees.displayName,
    })
    .from(paymentReminders)
    .leftJoin(employees, eq(employees.id, paymentReminders.employeeId))
    .where(and(eq(paymentReminders.firmId, firmId), eq(paymentReminders.documentId, documentId)))
    .orderBy(asc(paymentReminders.reminderDate), asc(paymentReminders.createdAt));
}
export type ReminderRow = Awaited<ReturnType<typeof remindersOf>>[number];

export async function insertReminder(
  db: Db,
  row: {
    firmId: string;
    documentId: string;
    reminderDate: string;
    feeOre: number;
    interestOre: number;
    note: string;
    employeeId: string;
  },
): Promise<string> {
  const [created] = await db.insert(paymentReminders).values(row).returning({ id: paymentReminders.id });
  return created!.id;
}

/** Deletes a reminder of the invoice that was never printed nor e-mailed; false when there is none. */
export async function deleteUnsentReminder(
  db: Db,
  firmId: string,
  documentId: string,
  reminderId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(paymentReminders)
    .where(
      and(
        eq(paymentReminders.firmId, firmId),
        eq(paymentReminders.documentId, documentId),
        eq(paymentReminders.id, reminderId),
        isNull(paymentReminders.printedAt),
        isNull(paymentReminders.emailedAt),
      ),
    )
    .returning({ id: paymentReminders.id });
  return deleted.length > 0;
}

/** The firm's reminders with these ids, with their invoice's kind (not in the trash). */
export async function findRemindersByIds(db: Db, firmId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: paymentReminders.id,
      documentId: paymentReminders.documentId,
      docType: documents.docType,
      reminderDate: paymentReminders.reminderDate,
      feeOre: paymentReminders.feeOre,
      interestOre: paymentReminders.interestOre,
      note: paymentReminders.note,
    })
    .from(paymentReminders)
    .innerJoin(documents, eq(documents.id, paymentReminders.documentId))
    .where(
      and(
        eq(paymentReminders.firmId, firmId),
        inArray(paymentReminders.id, [...ids]),
        eq(documents.firmId, firmId),
        eq(documents.deleted, false),
      ),
    );
}

export async function markPrinted(db: Db, firmId: string, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(paymentReminders)
    .set({ printedAt: now })
    .where(
      and(
        eq(paymentReminders.firmId, firmId),
        inArray(paymentReminders.id, [...ids]),
        isNull(paymentReminders.printedAt),
      ),
    );
}

const reminderSettingsShape = companySettingsShape.pick({
  reminderFeeOre: true,
  interestOnArrearsBp: true,
  paymentRemindersPrintingSettings: true,
});

/** The firm's reminder fee, interest margin and reminder print settings, with the contract's defaults. */
export async function findReminderSettings(db: Db, firmId: string) {
  const [row] = await db
    .select({ settings: companySettings.settings })
    .from(companySettings)
    .where(eq(companySettings.firmId, firmId));
  return reminderSettingsShape.parse(row?.settings ?? {});
}
export type ReminderSettings = Awaited<ReturnType<typeof findReminderSettings>>;

/** Serialises reminders on one invoice with its payments (decision 0032 locks the invoice row). */
export async function lockDocument(db: Db, documentId: string): Promise<void> {
  await db.execute(sql`select id from documents where id = ${documentId} for update`);
}
