import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { clients } from '../clients';
import { documents } from '../documents';
import { eInvoices } from './eInvoice.table';

/** The invoice's client as the e-invoice needs it, and the e-invoice's own row; null: not the firm's. */
export async function findEInvoiceFacts(db: Db, firmId: string, docUid: string) {
  const [row] = await db
    .select({
      clientId: documents.clientId,
      completed: documents.completed,
      sentAt: documents.eInvoiceSentAt,
      client: {
        name: clients.name,
        code: clients.code,
        organizationCode: clients.organizationCode,
        gln: clients.gln,
        vatRegistrationId: clients.vatRegistrationId,
        eInvoiceEnabled: clients.eInvoiceEnabled,
        sveFakturaEnabled: clients.sveFakturaEnabled,
        useGlnInSveFaktura: clients.useGlnInSveFaktura,
        useVatInSveFaktura: clients.useVatInSveFaktura,
      },
    })
    .from(documents)
    .leftJoin(clients, and(eq(clients.id, documents.clientId), eq(clients.firmId, firmId)))
    .where(and(eq(documents.firmId, firmId), eq(documents.id, docUid), eq(documents.deleted, false)));
  if (!row) return null;
  const [state] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.firmId, firmId), eq(eInvoices.documentId, docUid)));
  return { ...row, state: state ?? null };
}
export type EInvoiceFacts = NonNullable<Awaited<ReturnType<typeof findEInvoiceFacts>>>;

type StateValues = Partial<Omit<typeof eInvoices.$inferInsert, 'documentId' | 'firmId'>>;

export async function writeEInvoiceState(db: Db, firmId: string, documentId: string, values: StateValues) {
  await db
    .insert(eInvoices)
    .values({ documentId, firmId, ...values })
    .onConflictDoUpdate({ target: eInvoices.documentId, set: { ...values, updatedAt: new Date() } });
}

/** The invoice list's column and filter read the document's own timestamp. */
export async function markDocumentSent(db: Db, firmId: string, documentId: string, at: Date) {
  await db
    .update(documents)
    .set({ eInvoiceSentAt: at, locked: true })
    .where(and(eq(documents.firmId, firmId), eq(documents.id, documentId)));
}
