import { type CompanySettings, companySettingsShape } from '@shared/api/company.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { clients } from '../clients';
import { companyImages, companySettings } from '../company';
import { documents } from '../documents';
import { employees } from '../employees';
import { firms } from '../firms';
import { providers } from '../provider';

const credited = alias(documents, 'credited');

/**
 * The documents to print, straight from the table in one query: the stored header and lines, the client's
 * register name and number, the writer's name and contact, and a credit invoice's credited number. Not
 * through the engine's load, which adds today's catalogue facts a printout does not show. Deleted ones
 * are left out: the trash is not printed from (decision 0026).
 */
export async function findPrintRows(db: Db, firmId: string, docType: DocumentType, uids: readonly string[]) {
  if (uids.length === 0) return [];
  return db
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      completed: documents.completed,
      employeeId: documents.employeeId,
      totalSumOre: documents.totalSumOre,
      totalPayableOre: documents.totalPayableOre,
      header: documents.header,
      items: documents.items,
      clientName: clients.name,
      clientCode: clients.code,
      clientOrganizationCode: clients.organizationCode,
      employeeName: employees.displayName,
      employeeEmail: employees.email,
      employeePhone: employees.phone,
      creditedNumber: credited.number,
    })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(employees, eq(employees.id, documents.employeeId))
    .leftJoin(
      credited,
      and(
        eq(credited.firmId, documents.firmId),
        sql`${credited.id}::text = ${documents.header} ->> 'creditedInvoiceUid'`,
      ),
    )
    .where(
      and(
        eq(documents.firmId, firmId),
        eq(documents.docType, docType),
        inArray(documents.id, [...uids]),
        eq(documents.deleted, false),
      ),
    );
}
export type PrintRow = Awaited<ReturnType<typeof findPrintRows>>[number];

/** Names of the firm's employees a work order assigns, by id. */
export async function findEmployeeNames(db: Db, firmId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: employees.id, name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), inArray(employees.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The company settings a printout reads, with the contract's defaults for what was never saved. */
const printedSettings = companySettingsShape.pick({
  vatRegistrationId: true,
  fSkatt: true,
  plusgiro: true,
  bankgiro: true,
  address: true,
  phone: true,
  email: true,
  website: true,
  interestOnArrearsBp: true,
  printingSettings: true,
  qrPaymentsGenerationSettings: true,
});
export type PrintedSettings = Pick<CompanySettings, keyof typeof printedSettings.shape> & {
  companyName: string;
  organizationId: string;
};

export interface PrintPicture {
  contentType: string;
  content: Buffer;
}

/** The firm's printed identity, its provider (the seller of the provider's records) and its pictures. */
export async function findPrintCompany(db: Db, firmId: string) {
  const [row] = await db
    .select({
      name: firms.name,
      organisationNumber: firms.organisationNumber,
      settings: companySettings.settings,
      providerName: providers.name,
      providerOrganisationNumber: providers.organisationNumber,
      providerPhone: providers.phone,
      providerEmail: providers.email,
    })
    .from(firms)
    .innerJoin(providers, eq(providers.id, firms.providerId))
    .leftJoin(companySettings, eq(companySettings.firmId, firms.id))
    .where(eq(firms.id, firmId));
  if (!row) return null;
  const settings: PrintedSettings = {
    ...printedSettings.parse(row.settings ?? {}),
    companyName: row.name,
    organizationId: row.organisationNumber,
  };
  return {
    settings,
    provider: {
      name: row.providerName,
      organizationId: row.providerOrganisationNumber,
      phone: row.providerPhone,
      email: row.providerEmail,
    },
    ...(await findPictures(db, firmId)),
  };
}
export type PrintCompany = NonNullable<Awaited<ReturnType<typeof findPrintCompany>>>;

/** The logo and the footer picture, each embedded once however many documents the file holds. */
async function findPictures(db: Db, firmId: string) {
  const rows = await db
    .select({
      kind: companyImages.kind,
      contentType: companyImages.contentType,
      content: companyImages.content,
    })
    .from(companyImages)
    .where(eq(companyImages.firmId, firmId));
  const picture = (kind: string): PrintPicture | null => {
    const found = rows.find((r) => r.kind === kind);
    return found ? { contentType: found.contentType, content: found.content } : null;
  };
  return { logo: picture('LOGO'), footer: picture('FOOTER') };
}
