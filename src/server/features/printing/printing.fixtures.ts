/**
 * Fixed documents of every kind for the print tests and the contact sheet (scripts/print-contact-sheet.ts):
 * the same lines, dates and parties every run, written straight into the demo firm's tables the way the
 * engine stores them, so a printout can be compared to the öre.
 */
import {
  type DocumentHeaderInput,
  type DocumentItemDataInput,
  documentHeaderSchema,
  documentItemDataSchema,
} from '@shared/api/documents';
import { siteOptions } from '@shared/domain/access';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { clientContacts, clients } from '../clients';
import { type EmployeeSession, insertDocument, toDocumentValues, totalsOf } from '../documents';
import { employees } from '../employees';

const line = (over: DocumentItemDataInput) =>
  documentItemDataSchema.parse({ nomenclatureItemType: 'FREE', applyDiscount: true, ...over });

/** Material at 25 %, a discounted line with a comment, a 6 % line, labour in hours, a comment row. */
export function fixedLines() {
  return [
    line({
      uid: '00000000-0000-4000-8000-000000000001',
      type: 'NOMENCLATURE',
      code: 'NL-4711',
      article: 'NL-4711',
      rskNumber: '5712345',
      description: 'Golvvärmerör PE-RT 16×2,0 mm med syrespärr, rulle',
      quantity: 120_000,
      unit: 'm',
      priceOre: 1_895,
      purchasePriceOre: 1_100,
    }),
    line({
      uid: '00000000-0000-4000-8000-000000000002',
      type: 'NOMENCLATURE',
      code: 'NL-5120',
      article: 'NL-5120',
      rskNumber: '5713377',
      description: 'Golvvärmefördelare 8 kretsar, rostfri',
      quantity: 1_000,
      unit: 'st',
      priceOre: 389_000,
      purchasePriceOre: 250_000,
      discountBp: 1_000,
      comment: 'Levereras med monteringsskåp för väggmontage',
    }),
    line({
      uid: '00000000-0000-4000-8000-000000000003',
      type: 'NOMENCLATURE',
      code: 'BOK-1',
      article: null,
      description: 'Skötselhandbok golvvärme, tryckt',
      quantity: 1_000,
      unit: 'st',
      priceOre: 24_900,
      purchasePriceOre: 15_000,
      vatRateBp: 600,
    }),
    line({
      uid: '00000000-0000-4000-8000-000000000004',
      type: 'COMMENT',
      nomenclatureItemType: null,
      code: 'text1',
      description: 'Arbetet utförs enligt branschreglerna Säker Vatten.',
    }),
    line({
      uid: '00000000-0000-4000-8000-000000000005',
      type: 'OWN_ARTICLE',
      nomenclatureItemType: null,
      ownArticleType: 'SERVICE',
      code: 'ARB1',
      description: 'Arbete montör, golvvärme och fördelare',
      quantity: 24_500,
      unit: 'tim',
      priceOre: 65_000,
      purchasePriceOre: null,
    }),
    line({
      uid: '00000000-0000-4000-8000-000000000006',
      type: 'OWN_ARTICLE',
      nomenclatureItemType: null,
      ownArticleType: 'TRANSPORT',
      code: 'SERVICEBIL',
      description: 'Servicebil',
      quantity: 3_000,
      unit: 'st',
      priceOre: 45_000,
      purchasePriceOre: 20_000,
    }),
  ];
}

/** The fixed header every kind shares; the kind's own fields are filled only where it has them. */
export function fixedHeader(type: DocumentType, over: DocumentHeaderInput | object = {}) {
  const kind = documentKinds[type];
  const has = (f: (typeof kind.extraFields)[number]) => kind.extraFields.includes(f);
  return documentHeaderSchema.parse({
    docDate: '2026-11-20',
    mark: 'Öhrn golvvärme',
    object: 'Värpingevägen 7, Lund',
    title: 'Golvvärme i nedervåning, 85 m²',
    notes: 'Golvet ska vara avjämnat före montage. Vattnet stängs av under cirka två timmar.',
    clientAddress: {
      streetAddress: 'Värpingevägen 7',
      streetAddressExt: '',
      zipCode: '224 78',
      city: 'Lund',
      contactName: '',
    },
    clientContact: { name: 'Tomas Öhrn', phone: '070-555 12 34', mobile: '', email: 'tomas.ohrn@example.se' },
    customerAddress: {
      streetAddress: 'Sommarstugan, Åsavägen 3',
      streetAddressExt: '',
      zipCode: '247 45',
      city: 'Torna Hällestad',
      contactName: '',
    },
    validTill: has('validTill') ? '2026-12-20' : null,
    dueDate: has('dueDate') ? '2026-12-20' : null,
    paymentDelay: has('paymentDelay') ? 30 : null,
    deliveryDate: has('deliveryDate') ? '2026-11-27' : null,
    plannedStartDate: has('plannedStartDate') ? '2026-11-23T07:00' : null,
    plannedEndDate: has('plannedEndDate') ? '2026-11-26' : null,
    workOrderNote: has('workOrderNote') ? 'Nyckel hämtas hos grannen i nr 5.' : '',
    ...over,
  });
}

/** The provider's header: its branch as the seller, the catalogue's gross sum kept on a follow-up. */
function providerHeader(type: DocumentType) {
  return fixedHeader(type, {
    title: 'Er beställning 700123',
    sellerAddress: {
      streetAddress: 'Traktorvägen 11',
      streetAddressExt: '',
      zipCode: '226 60',
      city: 'Lund',
      contactName: 'Nordlunds Lund',
    },
    unixType: 'DEBIT',
    providerOrderNumbers: type === 'UNIX_INVOICE' ? [700123] : [],
  });
}

/** What the provider bills: its lines at the firm's net price (the provider's invoice has no gross price). */
function providerLines(type: DocumentType) {
  const lines = fixedLines().filter((l) => l.type === 'NOMENCLATURE');
  if (type !== 'UNIX_INVOICE') return lines;
  return lines.map((l) => ({ ...l, priceOre: l.purchasePriceOre, discountBp: 0 }));
}

export interface FixedDocuments {
  uids: Record<DocumentType, string>;
  clientId: string;
  employeeId: string;
}

/** One completed document of every kind, numbered 1001 (the provider's 700123), for the demo firm. */
export async function insertFixedDocuments(db: Db, firmId: string): Promise<FixedDocuments> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.name, 'Tomas Öhrn')));
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.login, 'demo-admin')));
  if (!client || !employee) throw new Error('The demo firm has no Tomas Öhrn or demo-admin');
  const [contact] = await db.select().from(clientContacts).where(eq(clientContacts.clientId, client.id));
  const uids = {} as Record<DocumentType, string>;
  for (const type of documentTypes) {
    const kind = documentKinds[type];
    const provider = kind.fromProvider;
    const base = provider ? providerHeader(type) : fixedHeader(type);
    const header = {
      ...base,
      clientUid: provider ? null : client.id,
      employeeUid: employee.id,
      assigneeUids: kind.extraFields.includes('assigneeUids') ? [employee.id] : [],
      creditedInvoiceUid: type === 'CREDIT_INVOICE' ? (uids.INVOICE ?? null) : null,
      clientContact: { ...base.clientContact, name: contact?.name ?? base.clientContact.name },
    };
    const items = provider ? providerLines(type) : fixedLines();
    const totals = totalsOf(header, items, kind);
    const stored = provider
      ? {
          ...header,
          purchaseSumOre: totals.purchaseSumOre,
          retailSumOre: type === 'UNIX_ORDER' ? totals.netSumOre : null,
        }
      : header;
    uids[type] = await insertPrinted(db, firmId, {
      type,
      header: stored,
      items,
      number: provider ? 700123 : 1001,
    });
  }
  return { uids, clientId: client.id, employeeId: employee.id };
}

type Header = ReturnType<typeof fixedHeader>;
type Item = ReturnType<typeof fixedLines>[number];

async function insertPrinted(
  db: Db,
  firmId: string,
  input: { type: DocumentType; header: Header; items: Item[]; number: number | null },
): Promise<string> {
  const at = new Date('2026-11-20T08:00:00Z');
  const totals = totalsOf(input.header, input.items, documentKinds[input.type]);
  const row = await insertDocument(db, {
    ...toDocumentValues({ header: input.header, items: input.items, totals, modifiedAt: at }),
    firmId,
    docType: input.type,
    number: input.number,
    completed: input.number !== null,
    completedAt: input.number === null ? null : at,
    createdAt: at,
  });
  return row.id;
}

/** A draft offer of `count` lines with descriptions long enough to wrap: a table over several pages. */
export function insertManyLineDocument(db: Db, firmId: string, count: number): Promise<string> {
  const items = Array.from({ length: count }, (_, i) =>
    line({
      uid: crypto.randomUUID(),
      type: 'NOMENCLATURE',
      rskNumber: String(5_700_000 + i),
      description:
        i % 10 === 0
          ? `Rad ${i + 1} – golvvärmeslinga i rum ${i + 1}, förlagd i spårskiva med värmefördelningsplåt, provtryckt och dokumenterad enligt Säker Vatten`
          : `Rad ${i + 1} – golvvärmeslinga`,
      quantity: 1_000 + i * 250,
      unit: 'm',
      priceOre: 1_000 + i * 37,
      purchasePriceOre: 700,
    }),
  );
  return insertPrinted(db, firmId, { type: 'OFFER', header: fixedHeader('OFFER'), items, number: null });
}

/** A completed invoice to a builder under reverse charge (omvänd betalningsskyldighet, byggtjänster). */
export function insertReverseChargeInvoice(db: Db, firmId: string): Promise<string> {
  const header = fixedHeader('INVOICE', { reverseTaxLiability: true, vatRegistrationId: 'SE556677889901' });
  return insertPrinted(db, firmId, { type: 'INVOICE', header, items: fixedLines(), number: 1002 });
}

/** A session of the firm's employee as the router gives the use case (every module switched on). */
export function sessionOf(input: {
  firmId: string;
  employeeId: string;
  netPriceAndMarginHidden?: boolean;
  clientMode?: boolean;
}): EmployeeSession {
  return {
    id: crypto.randomUUID(),
    instanceToken: 'test',
    durable: false,
    clientMode: input.clientMode ?? false,
    employee: {
      id: input.employeeId,
      firmId: input.firmId,
      role: 'ADMIN',
      accessLevel: 'FULL',
      enabledSiteOption: [...siteOptions],
      adminId: null,
      netPriceAndMarginHidden: input.netPriceAndMarginHidden ?? false,
      defaultWarehouse: null,
    },
  };
}

/** An offer to a client who is shown the material profit on the client printout. */
export function insertShowingProfitOffer(db: Db, firmId: string): Promise<string> {
  const header = fixedHeader('OFFER', { showTotalMaterialProfitInClientPrintingForm: true });
  return insertPrinted(db, firmId, { type: 'OFFER', header, items: fixedLines(), number: 1003 });
}
