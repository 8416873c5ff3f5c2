/**
 * What the Fortnox export reads of the firm's clients, invoices and payments, always within the firm,
 * with whether each went to Fortnox (the export table) and under which number.
 */
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { FortnoxExportKind } from '@shared/api/fortnox.api';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { clientContacts, clients } from '../../clients';
import { documents } from '../../documents';
import { payments } from '../../payments';
import { fortnoxExports } from '../fortnox.table';

function exportJoin(kind: FortnoxExportKind, localId: SQL | typeof clients.id, firmId: string) {
  return and(
    eq(fortnoxExports.firmId, firmId),
    eq(fortnoxExports.kind, kind),
    eq(fortnoxExports.localId, localId),
  );
}

function like(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ClientRow {
  id: string;
  code: string;
  name: string;
  fortnoxNumber: string;
  organizationCode: string;
  vatRegistrationId: string;
  gln: string;
  street: string;
  postalCode: string;
  city: string;
  useReverseTaxLiability: boolean;
  email: string | null;
  phone: string | null;
}

export async function findClients(db: Db, firmId: string, ids: readonly string[]): Promise<ClientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: clients.id,
      code: clients.code,
      name: clients.name,
      fortnoxNumber: clients.fortnoxNumber,
      organizationCode: clients.organizationCode,
      vatRegistrationId: clients.vatRegistrationId,
      gln: clients.gln,
      street: clients.street,
      postalCode: clients.postalCode,
      city: clients.city,
      useReverseTaxLiability: clients.useReverseTaxLiability,
      email: clientContacts.email,
      phone: sql<string | null>`coalesce(nullif(${clientContacts.phone}, ''), ${clientContacts.mobile})`,
    })
    .from(clients)
    .leftJoin(clientContacts, and(eq(clientContacts.clientId, clients.id), eq(clientContacts.main, true)))
    .where(and(eq(clients.firmId, firmId), inArray(clients.id, [...ids])));
}

export interface InvoiceRow {
  id: string;
  /** A credit invoice goes out as a credit of the invoice it names (`creditedInvoiceUid`). */
  docType: 'INVOICE' | 'CREDIT_INVOICE';
  number: number | null;
  completed: boolean;
  docDate: string;
  dueDate: string | null;
  clientId: string | null;
  header: DocumentHeader;
  items: DocumentItemData[];
}

/** Invoices and credit invoices: both are invoices in Fortnox, a credit one with `Credit`. */
const invoiceTypes: Array<InvoiceRow['docType']> = ['INVOICE', 'CREDIT_INVOICE'];

export async function findInvoices(db: Db, firmId: string, ids: readonly string[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: documents.id,
      docType: sql<InvoiceRow['docType']>`${documents.docType}`,
      number: documents.number,
      completed: documents.completed,
      docDate: documents.docDate,
      dueDate: documents.dueDate,
      clientId: documents.clientId,
      header: documents.header,
      items: documents.items,
    })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        inArray(documents.docType, invoiceTypes),
        eq(documents.deleted, false),
        inArray(documents.id, [...ids]),
      ),
    );
}

/** How many completed credits of the invoice there are besides `creditId`. */
export async function countOtherCredits(
  db: Db,
  input: { firmId: string; invoiceId: string; creditId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, input.firmId),
        eq(documents.docType, 'CREDIT_INVOICE'),
        eq(documents.completed, true),
        eq(documents.deleted, false),
        sql`${documents.header} ->> 'creditedInvoiceUid' = ${input.invoiceId}`,
        ne(documents.id, input.creditId),
      ),
    );
  return Number(row?.n ?? 0);
}

export interface PaymentRow {
  id: string;
  documentId: string;
  invoiceNumber: number | null;
  paymentDate: string;
  amountOre: number;
}

export async function findPayments(db: Db, firmId: string, ids: readonly string[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: payments.id,
      documentId: payments.documentId,
      invoiceNumber: documents.number,
      paymentDate: payments.paymentDate,
      amountOre: payments.amountOre,
    })
    .from(payments)
    .innerJoin(documents, eq(documents.id, payments.documentId))
    .where(
      and(eq(payments.firmId, firmId), eq(documents.docType, 'INVOICE'), inArray(payments.id, [...ids])),
    );
}

export interface ExportableRow {
  uid: string;
  label: string;
  date: string | null;
  amountOre: number | null;
  fortnoxNumber: string | null;
}

/** The page's choice list: newest first, each with its Fortnox number when it was exported. */
export async function listExportables(
  db: Db,
  input: { firmId: string; kind: FortnoxExportKind; search: string; limit: number },
): Promise<{ items: ExportableRow[]; totalCount: number }> {
  const { firmId, kind, limit } = input;
  const search = input.search.trim();
  if (kind === 'CLIENT') {
    const where = and(
      eq(clients.firmId, firmId),
      eq(clients.hidden, false),
      search ? or(ilike(clients.name, like(search)), ilike(clients.code, like(search))) : undefined,
    );
    const [items, [total]] = await Promise.all([
      db
        .select({
          uid: clients.id,
          label: sql<string>`${clients.code} || ' ' || ${clients.name}`,
          date: sql<string | null>`null`,
          amountOre: sql<number | null>`null`,
          fortnoxNumber: fortnoxExports.fortnoxNumber,
        })
        .from(clients)
        .leftJoin(fortnoxExports, exportJoin('CLIENT', clients.id, firmId))
        .where(where)
        .orderBy(asc(clients.nameSort))
        .limit(limit),
      db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where),
    ]);
    return { items, totalCount: Number(total?.n ?? 0) };
  }
  if (kind === 'INVOICE') {
    const where = and(
      eq(documents.firmId, firmId),
      inArray(documents.docType, invoiceTypes),
      eq(documents.completed, true),
      eq(documents.deleted, false),
      search ? ilike(documents.searchText, like(search)) : undefined,
    );
    const [items, [total]] = await Promise.all([
      db
        .select({
          uid: documents.id,
          label: sql<string>`case when ${documents.docType} = 'CREDIT_INVOICE' then 'Kreditfaktura ' else 'Faktura ' end
            || coalesce(${documents.number}::text, '') || ' ' || ${documents.mark}`,
          date: documents.docDate,
          amountOre: documents.totalPayableOre,
          fortnoxNumber: fortnoxExports.fortnoxNumber,
        })
        .from(documents)
        .leftJoin(fortnoxExports, exportJoin('INVOICE', sql`${documents.id}`, firmId))
        .where(where)
        // Invoices and credits number in series of their own: the newest first by date.
        .orderBy(desc(documents.docDate), desc(documents.number), desc(documents.id))
        .limit(limit),
      db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where),
    ]);
    return { items, totalCount: Number(total?.n ?? 0) };
  }
  const where = and(eq(payments.firmId, firmId), eq(documents.docType, 'INVOICE'));
  const [items, [total]] = await Promise.all([
    db
      .select({
        uid: payments.id,
        label: sql<string>`'Betalning på faktura ' || coalesce(${documents.number}::text, '')`,
        date: payments.paymentDate,
        amountOre: payments.amountOre,
        fortnoxNumber: fortnoxExports.fortnoxNumber,
      })
      .from(payments)
      .innerJoin(documents, eq(documents.id, payments.documentId))
      .leftJoin(fortnoxExports, exportJoin('PAYMENT', sql`${payments.id}`, firmId))
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(documents, eq(documents.id, payments.documentId))
      .where(where),
  ]);
  return { items, totalCount: Number(total?.n ?? 0) };
}
