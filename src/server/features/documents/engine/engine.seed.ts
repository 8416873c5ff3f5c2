/**
 * Demo documents of Rörfirman Demo AB: a completed offer for a water-heater replacement, a draft offer
 * for a bathroom, a cost calculation for underfloor heating and an ÄTA for a housing association. Lines
 * come from the demo catalogue and the firm's own articles and comments, priced the way the line search
 * prices them, so the demo opens without price-change markers. Dates count back from the seed day.
 */
import { type DocumentHeader, type DocumentItemData, documentHeaderSchema } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { addDays, applyClientToHeader } from '@shared/domain/documents/document-rules';
import { formatDate } from '@shared/domain/format';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { catalogueProducts } from '../../catalogue';
import { clientContacts, clients } from '../../clients';
import { allocateDocumentNumber } from '../../company';
import { employees } from '../../employees';
import { ownArticles } from '../../ownArticles';
import { ownComments } from '../../ownComments';
import { refreshFirmBalances } from '../balance/balance.repository';
import { catalogueLine, commentLine, ownArticleLine } from '../items/items.mapper';
import { loadPricingFacts } from '../pricing/pricing.repository';
import { toDocumentValues, totalsOf } from './engine.mapper';
import { insertComment, insertDocument, updateDocument } from './engine.repository';

/** A line: a catalogue article by the start of its name, an own article by number, an own comment by code. */
type LineSpec =
  | { catalogue: string; quantity: number }
  | { own: string; quantity: number; description?: string }
  | { comment: string };

interface DocumentSeed {
  type: DocumentType;
  clientName: string;
  daysAgo: number;
  mark: string;
  title: string;
  object: string;
  notes?: string;
  complete?: boolean;
  lines: LineSpec[];
  comments: Array<[employeeLogin: string, text: string]>;
}

const demoDocuments: DocumentSeed[] = [
  {
    type: 'OFFER',
    clientName: 'Karin Bergström och Per Bergström',
    daysAgo: 9,
    mark: 'Bergström VVB',
    title: 'Byte av varmvattenberedare',
    object: 'Villa Galtens väg 12, Lund',
    notes: 'Gammal beredare forslas bort. Vattnet stängs av under cirka fyra timmar.',
    complete: true,
    lines: [
      { catalogue: 'Varmvattenberedare', quantity: 1000 },
      { catalogue: 'Säkerhetsventil', quantity: 1000 },
      { catalogue: 'Kulventil', quantity: 2000 },
      { own: 'VVBINST', quantity: 1000 },
      { own: 'ARBROT', quantity: 2000 },
      { own: 'SERVICEBIL', quantity: 1000 },
      { own: 'DEPONI', quantity: 1000 },
      { comment: 'text3' },
    ],
    comments: [
      ['demo-admin', 'Kunden har godkänt offerten per telefon, skriftligt svar kommer.'],
      ['demo-anvandare', 'Beredaren finns i lager i Lund, hämtas dagen före.'],
    ],
  },
  {
    type: 'OFFER',
    clientName: 'Mohammed Al-Hassan och Leila Al-Hassan',
    daysAgo: 2,
    mark: 'Al-Hassan badrum',
    title: 'Renovering av badrum, VVS-delen',
    object: 'Husievägen 171, Malmö',
    lines: [
      { catalogue: 'WC-stol', quantity: 1000 },
      { catalogue: 'Golvbrunn', quantity: 1000 },
      { catalogue: 'Termostatblandare', quantity: 1000 },
      { catalogue: 'Kopparrör', quantity: 2000 },
      { own: 'WCBYTE', quantity: 1000 },
      {
        own: 'ARBROT',
        quantity: 16_000,
        description: 'Arbete montör, ROT-berättigat: rivning och nydragning',
      },
      { own: 'FORBRUK', quantity: 1000 },
      { own: 'BESIKTNING', quantity: 1000 },
      { comment: 'text1' },
      { comment: 'text2' },
    ],
    comments: [['demo-anvandare', 'Kunden vill ha alternativ med vägghängd WC, räkna på det också.']],
  },
  {
    type: 'COST_CALCULATION',
    clientName: 'Tomas Öhrn',
    daysAgo: 5,
    mark: 'Öhrn golvvärme',
    title: 'Golvvärme i nedervåning, 85 m²',
    object: 'Värpingevägen 7, Lund',
    lines: [
      { catalogue: 'Golvvärmerör', quantity: 6000 },
      { catalogue: 'Golvvärmefördelare', quantity: 1000 },
      { catalogue: 'Rumstermostat', quantity: 4000 },
      { own: 'ARB1', quantity: 24_000 },
      { own: 'ARB2', quantity: 16_000 },
      { own: 'PROVTRYCK', quantity: 1000 },
      { own: 'SERVICEBIL', quantity: 3000 },
    ],
    comments: [['demo-admin', 'Underlag till offert, kontrollera fördelarens storlek mot ritningen.']],
  },
  {
    type: 'ADDITIONAL_ESTIMATE',
    clientName: 'Brf Vildanden i Lund',
    daysAgo: 1,
    mark: 'Vildanden stambyte ÄTA 3',
    title: 'Tillkommande arbete: byte av avloppsböj i källare',
    object: 'Vildandsvägen 2, källarplan',
    lines: [
      { catalogue: 'Avloppsböj', quantity: 3000 },
      { catalogue: 'Avloppsrör', quantity: 2000 },
      { own: 'ARB1', quantity: 5500 },
      { own: 'FILMNING', quantity: 1000 },
      { comment: 'text5' },
    ],
    comments: [['demo-arbetsledare', 'Upptäcktes vid filmning, godkänt av ordföranden på plats.']],
  },
];

interface Lookups {
  products: Map<string, string>;
  ownArticleIds: Map<string, string>;
  comments: Map<string, { id: string; code: string; text: string }>;
}

async function lookups(db: Db, firmId: string): Promise<Lookups> {
  const names = [
    ...new Set(demoDocuments.flatMap((d) => d.lines.flatMap((l) => ('catalogue' in l ? [l.catalogue] : [])))),
  ];
  const products = new Map<string, string>();
  for (const name of names) {
    const [row] = await db
      .select({ article: catalogueProducts.article })
      .from(catalogueProducts)
      .where(and(ilike(catalogueProducts.name, `${name}%`), eq(catalogueProducts.active, true)))
      .orderBy(asc(catalogueProducts.article))
      .limit(1);
    if (row) products.set(name, row.article);
  }
  const articleRows = await db
    .select({ id: ownArticles.id, code: ownArticles.code })
    .from(ownArticles)
    .where(eq(ownArticles.firmId, firmId));
  const commentRows = await db
    .select({ id: ownComments.id, code: ownComments.code, text: ownComments.text })
    .from(ownComments)
    .where(eq(ownComments.firmId, firmId));
  return {
    products,
    ownArticleIds: new Map(articleRows.map((a) => [a.code, a.id])),
    comments: new Map(commentRows.map((c) => [c.code, c])),
  };
}

async function clientHeader(db: Db, firmId: string, name: string, base: DocumentHeader, hasDueDate: boolean) {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.name, name)));
  if (!client) return base;
  const [contact] = await db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, client.id), eq(clientContacts.main, true)));
  return applyClientToHeader(
    base,
    {
      uid: client.id,
      name: client.name,
      discountBp: client.discountBp,
      markupBp: client.markupBp,
      markupToPurchasePrice: client.markupToPurchasePrice,
      useReverseTaxLiability: client.useReverseTaxLiability,
      paymentDelay: client.paymentDelayDays,
      vatRegistrationId: client.vatRegistrationId,
      cash: client.cash,
      showTotalMaterialProfitInClientPrintingForm: client.showTotalMaterialProfit,
      address: { street: client.street, postalCode: client.postalCode, city: client.city },
      mainContact: contact ?? null,
    },
    base.docDate,
    hasDueDate,
  );
}

async function linesOf(db: Db, firmId: string, seed: DocumentSeed, header: DocumentHeader, found: Lookups) {
  const articles = seed.lines.flatMap((l) =>
    'catalogue' in l && found.products.has(l.catalogue) ? [found.products.get(l.catalogue)!] : [],
  );
  const ownArticleUids = seed.lines.flatMap((l) =>
    'own' in l && found.ownArticleIds.has(l.own) ? [found.ownArticleIds.get(l.own)!] : [],
  );
  const { facts } = await loadPricingFacts({
    db,
    firmId,
    clientId: header.clientUid,
    today: formatDate(new Date()),
    articles,
    ownArticleUids,
  });
  return seed.lines.flatMap((spec): DocumentItemData[] => {
    const uid = crypto.randomUUID();
    if ('catalogue' in spec) {
      const product = facts.products.get(found.products.get(spec.catalogue) ?? '');
      if (!product) return [];
      const line = catalogueLine(uid, product, facts);
      return [{ ...line, quantity: Math.max(spec.quantity, line.quantity) }];
    }
    if ('own' in spec) {
      const article = facts.ownArticles.get(found.ownArticleIds.get(spec.own) ?? '');
      if (!article) return [];
      const line = ownArticleLine(uid, article, facts);
      return [{ ...line, quantity: spec.quantity, description: spec.description ?? line.description }];
    }
    const comment = found.comments.get(spec.comment);
    return comment ? [commentLine(uid, comment)] : [];
  });
}

/** The demo firm's documents; a firm without the demo clients or catalogue gets fewer lines, not an error. */
export async function seedDemoDocuments(db: Db, firmId: string): Promise<void> {
  const staff = await db
    .select({ id: employees.id, login: employees.login, name: employees.displayName })
    .from(employees)
    .where(
      and(
        eq(employees.firmId, firmId),
        inArray(employees.login, ['demo-admin', 'demo-anvandare', 'demo-arbetsledare']),
      ),
    );
  const byLogin = new Map(staff.map((e) => [e.login, e]));
  const found = await lookups(db, firmId);
  const today = formatDate(new Date());
  for (const seed of demoDocuments) {
    const kind = documentKinds[seed.type];
    const docDate = addDays(today, -seed.daysAgo);
    const base = documentHeaderSchema.parse({
      docDate,
      mark: seed.mark,
      title: seed.title,
      object: seed.object,
      notes: seed.notes ?? '',
      employeeUid: byLogin.get('demo-admin')?.id ?? null,
      validTill: kind.extraFields.includes('validTill') ? addDays(docDate, 30) : null,
    });
    const header = await clientHeader(
      db,
      firmId,
      seed.clientName,
      base,
      kind.extraFields.includes('dueDate'),
    );
    const items = await linesOf(db, firmId, seed, header, found);
    const created = new Date(`${docDate}T08:00:00+01:00`);
    const values = toDocumentValues({
      header,
      items,
      totals: totalsOf(header, items, kind),
      modifiedAt: created,
    });
    const row = await insertDocument(db, { ...values, firmId, docType: seed.type, createdAt: created });
    if (seed.complete && kind.series) {
      const { number } = await allocateDocumentNumber({ db, firmId, docType: kind.series });
      await updateDocument(db, firmId, seed.type, row.id, { number, completed: true, completedAt: created });
    }
    for (const [index, [login, text]] of seed.comments.entries()) {
      const employee = byLogin.get(login);
      if (!employee) continue;
      const at = new Date(created.getTime() + (index + 1) * 3_600_000);
      await insertComment(db, {
        firmId,
        documentId: row.id,
        employeeId: employee.id,
        employeeName: employee.name,
        text,
        createdAt: at,
      });
    }
  }
  // Seeded invoices are completed here, not through completion: their balances start in one statement.
  await refreshFirmBalances(db, firmId);
}
