/**
 * What the legal completion checks read besides the document (decision 0036): the firm's identity as
 * its invoices print it, the client's register name and identity number, and the invoice a credit
 * invoice corrects with what its completed credit invoices already took.
 */
import { companySettingsShape } from '@shared/api/company.api';
import { documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import type { SellerIdentity } from '@shared/domain/documents/invoice-contents';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { clients } from '../../clients';
import { companySettings } from '../../company';
import { firms } from '../../firms';
import { documents } from '../engine/engine.table';

const sellerSettings = companySettingsShape.pick({ address: true, vatRegistrationId: true });

/** The firm's name (the firm register's) and its address and VAT number (company settings). */
export async function findSellerIdentity(db: Db, firmId: string): Promise<SellerIdentity> {
  const [row] = await db
    .select({ name: firms.name, settings: companySettings.settings })
    .from(firms)
    .leftJoin(companySettings, eq(companySettings.firmId, firms.id))
    .where(eq(firms.id, firmId));
  const settings = sellerSettings.safeParse(row?.settings ?? {});
  const parsed = settings.success ? settings.data : sellerSettings.parse({});
  return {
    name: row?.name ?? '',
    address: parsed.address,
    vatRegistrationId: parsed.vatRegistrationId,
  };
}

/** The firm's client by uid: its name and organisation or personal number; null when not the firm's. */
export async function findBuyer(db: Db, firmId: string, clientUid: string) {
  const [row] = await db
    .select({ name: clients.name, organizationCode: clients.organizationCode })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientUid)));
  return row ?? null;
}

const creditTypes = documentTypes.filter((t) => documentKinds[t].credits);

/**
 * The credited invoice, locked so two credit invoices completed at once are checked one after the
 * other, and the positive sum of its other completed credit invoices. Null when it is not the firm's
 * (or deleted).
 */
export async function lockCreditedInvoice(tx: Db, firmId: string, invoiceUid: string, creditUid: string) {
  const [invoice] = await tx
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      completed: documents.completed,
      totalPayableOre: documents.totalPayableOre,
    })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, invoiceUid), eq(documents.deleted, false)))
    .for('update');
  if (!invoice) return null;
  const [credited] = await tx
    .select({ ore: sql<string>`coalesce(sum(-${documents.totalPayableOre}), 0)` })
    .from(documents)
    .where(
      and(
        eq(documents.firmId, firmId),
        inArray(documents.docType, creditTypes),
        eq(documents.completed, true),
        ne(documents.id, creditUid),
        sql`${documents.header} ->> 'creditedInvoiceUid' = ${invoiceUid}`,
      ),
    );
  return { ...invoice, creditedOre: Number(credited?.ore ?? 0) };
}
