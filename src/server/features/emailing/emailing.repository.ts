import { companySettingsShape } from '@shared/api/company.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { clientContacts, clients } from '../clients';
import { companySettings } from '../company';
import { employees } from '../employees';
import { firms } from '../firms';
import { documentMailings } from './emailing.table';

export type MailingRow = typeof documentMailings.$inferSelect;
export type MailingValues = Omit<typeof documentMailings.$inferInsert, 'id' | 'createdAt'>;

export async function findSender(db: Db, firmId: string, employeeId: string) {
  const [row] = await db
    .select({ displayName: employees.displayName, email: employees.email })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)))
    .limit(1);
  return row ?? null;
}

/** The firm's name, its own address (Reply-To when the employee has none) and its per-kind e-mail texts. */
export async function findFirmMailFacts(db: Db, firmId: string, docType: DocumentType) {
  const [row] = await db
    .select({ name: firms.name, settings: companySettings.settings })
    .from(firms)
    .leftJoin(companySettings, eq(companySettings.firmId, firms.id))
    .where(eq(firms.id, firmId))
    .limit(1);
  const stored = row?.settings ?? {};
  // Settings not saved yet (or saved before a field existed) get the contract's defaults.
  const printing = companySettingsShape.shape.printingSettings.safeParse(stored.printingSettings);
  const email = typeof stored.email === 'string' ? stored.email.trim() : '';
  const kind = printing.success ? printing.data.documentSettings[docType] : null;
  return {
    firmName: row?.name ?? '',
    firmEmail: email,
    layout: kind?.layout ?? null,
    subject: kind?.emailSubject ?? '',
    message: kind?.emailMessage ?? '',
  };
}

/** The client register's contacts of the document's client that have an e-mail address, main first. */
export async function findClientContactEmails(db: Db, firmId: string, clientId: string) {
  return db
    .select({ name: clientContacts.name, email: clientContacts.email })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.firmId, firmId),
        eq(clientContacts.clientId, clientId),
        ne(clientContacts.email, ''),
      ),
    )
    .orderBy(desc(clientContacts.main), asc(clientContacts.position));
}

/** Inserts the mailing unless the firm already has one with this idempotency key (then null). */
export async function insertMailing(db: Db, values: MailingValues): Promise<MailingRow | null> {
  const rows = await db
    .insert(documentMailings)
    .values(values)
    .onConflictDoNothing({ target: [documentMailings.firmId, documentMailings.idempotencyKey] })
    .returning();
  return rows[0] ?? null;
}

export async function findMailingByKey(db: Db, firmId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(documentMailings)
    .where(and(eq(documentMailings.firmId, firmId), eq(documentMailings.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

export async function setMailingOutbox(db: Db, mailingId: string, outboxId: string): Promise<MailingRow> {
  const [row] = await db
    .update(documentMailings)
    .set({ outboxId })
    .where(eq(documentMailings.id, mailingId))
    .returning();
  return row!;
}

/** The document's mailings, newest first, with the sender's name. */
export async function listMailings(db: Db, firmId: string, documentId: string) {
  return db
    .select({ mailing: documentMailings, employeeName: employees.displayName })
    .from(documentMailings)
    .leftJoin(employees, eq(employees.id, documentMailings.employeeId))
    .where(and(eq(documentMailings.firmId, firmId), eq(documentMailings.documentId, documentId)))
    .orderBy(desc(documentMailings.createdAt));
}

export async function employeeName(db: Db, employeeId: string | null): Promise<string | null> {
  if (!employeeId) return null;
  const [row] = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row?.name ?? null;
}

/** How the mail of a mailing ended: the outbox tells, whichever firm's it is (the outbox id is unique). */
export async function settleMailing(
  db: Db,
  outboxId: string,
  outcome: { status: 'SENT' | 'FAILED'; at: Date; reason: string | null },
): Promise<void> {
  await db
    .update(documentMailings)
    .set(
      outcome.status === 'SENT'
        ? { status: 'SENT', sentAt: outcome.at, error: null }
        : { status: 'FAILED', error: outcome.reason },
    )
    .where(eq(documentMailings.outboxId, outboxId));
}

export async function findClientName(db: Db, firmId: string, clientId: string | null): Promise<string> {
  if (!clientId) return '';
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)))
    .limit(1);
  return row?.name ?? '';
}
