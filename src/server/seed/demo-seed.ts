import { standardOpeningHours } from '@shared/domain/opening-hours';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { count } from 'drizzle-orm';
import { seedDemoDocuments } from '../features/documents';
import { employees, hashPassword } from '../features/employees';
import { seedEvents } from '../features/events';
import { firms } from '../features/firms';
import { seedDemoNews } from '../features/news';
import { seedDemoSaleTerms } from '../features/priceLists';
import { providerAdmins, providers, warehouses } from '../features/provider';
import { seedDemoProviderDocuments } from '../features/providerDocuments';
import { seedDemoUnixDocuments } from '../features/providerSimulator';
import { upsertGlobalSetting } from '../features/settings';
import type { Db } from '../platform/db/database';
import { withTransaction } from '../platform/db/transaction';
import { seedDemoCatalogue } from './catalogue-seed';
import { DEMO_PASSWORD, demoFirms, demoProvider, demoProviderAdmin, demoWarehouses } from './demo-data';
import { demoEvents } from './events-content';
import { seedDemoForms } from './forms-content';
import { seedAccountingSettings } from './registers-accounting';
import { seedClients } from './registers-clients';
import { seedCompanySettings } from './registers-company';
import { seedOwnArticlesAndComments } from './registers-own-articles';
import { seedOwnPrices } from './registers-own-prices';
import { seedDemoRequests } from './requests-content';

export interface SeedContext {
  providerId: string;
  warehouseIds: Map<string, string>;
  firmIds: Map<string, string>;
}

/** A step of the demo seed. Later features append theirs (catalogue, clients, documents) in order. */
export interface SeedStep {
  name: string;
  run(db: Db, context: SeedContext): Promise<void>;
}

async function seedProvider(db: Db, context: SeedContext) {
  const [provider] = await db.insert(providers).values(demoProvider).returning({ id: providers.id });
  context.providerId = provider!.id;
  const rows = await db
    .insert(warehouses)
    .values(
      demoWarehouses.map(([code, city, address, postalCode, latitude, longitude, hours]) => ({
        providerId: context.providerId,
        code,
        name: `${demoProvider.warehouseNoun.replace(/lager$/, '')} ${city}`,
        city,
        address,
        postalCode,
        phone: `+46 771 40 ${String(demoWarehouses.findIndex((w) => w[0] === code) + 10).padStart(2, '0')} 00`,
        latitude,
        longitude,
        openingHours: hours ?? standardOpeningHours,
        sortKey: swedishSortKey(city),
      })),
    )
    .returning({ id: warehouses.id, code: warehouses.code });
  for (const row of rows) context.warehouseIds.set(row.code, row.id);
  await db.insert(providerAdmins).values({
    ...demoProviderAdmin,
    providerId: context.providerId,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}

async function seedFirms(db: Db, context: SeedContext) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const firm of demoFirms) {
    const [row] = await db
      .insert(firms)
      .values({
        providerId: context.providerId,
        code: firm.code,
        name: firm.name,
        organisationNumber: firm.organisationNumber,
        accessLevel: firm.accessLevel,
        siteOptions: [...firm.siteOptions],
        onlyAdminsCanOrder: firm.onlyAdminsCanOrder,
        defaultWarehouseId: context.warehouseIds.get(firm.warehouseCode) ?? null,
        customerDiscountBp: firm.customerDiscountBp,
        ...(firm.gdprApproved && {
          gdprApprovedAt: new Date(firm.gdprApproved.at),
          gdprApprovedBy: firm.gdprApproved.by,
          gdprApprovalMethod: 'ONLINE' as const,
        }),
      })
      .returning({ id: firms.id });
    context.firmIds.set(firm.code, row!.id);
    await db.insert(employees).values(
      firm.employees.map((e, index) => ({
        ...e,
        firmId: row!.id,
        passwordHash,
        defaultEmployee: index === 0,
        netPriceAndMarginHidden: e.netPriceAndMarginHidden ?? false,
      })),
    );
  }
}

async function seedSettings(db: Db) {
  await upsertGlobalSetting(db, 'mainPriceListDate', '2026-11-16');
  await upsertGlobalSetting(db, 'netPriceListDate', '2026-11-16');
}

export const demoSeedSteps: SeedStep[] = [
  { name: 'leverantör och lager', run: seedProvider },
  { name: 'företag och anställda', run: seedFirms },
  { name: 'globala inställningar', run: (db) => seedSettings(db) },
  {
    name: 'nyheter och meddelanden',
    run: (db, context) => seedDemoNews(db, context.providerId, 'demo-admin'),
  },
  { name: 'enkäter och formulär', run: (db) => seedDemoForms(db) },
  { name: 'ansökningar att besluta', run: (db) => seedDemoRequests(db) },
  { name: 'evenemang', run: (db, context) => seedEvents(db, context.providerId, demoEvents) },
  { name: 'försäljningsvillkor', run: (db, context) => seedDemoSaleTerms(db, context.providerId) },
  {
    name: 'grossistens dokument och startsida',
    run: (db, context) => seedDemoProviderDocuments(db, context.providerId),
  },
  { name: 'kunder', run: seedClients },
  { name: 'företagsinställningar och nummerserier', run: seedCompanySettings },
  { name: 'bokföringsinställningar', run: seedAccountingSettings },
  { name: 'egna artiklar och kommentarer', run: seedOwnArticlesAndComments },
  { name: 'katalog', run: seedDemoCatalogue },
  { name: 'egna priser', run: seedOwnPrices },
  {
    name: 'dokument',
    run: async (db, context) => {
      const firmId = context.firmIds.get('100245');
      if (firmId) await seedDemoDocuments(db, firmId);
    },
  },
  {
    name: 'följesedlar och leverantörsfakturor',
    run: async (db, context) => {
      const firmId = context.firmIds.get('100245');
      if (firmId) await seedDemoUnixDocuments(db, firmId);
    },
  },
];

/** Fills an empty database once; a database that has a provider already is left alone. */
export async function seedDemoDataIfEmpty(db: Db, log: (text: string) => void = () => {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(providers);
  if (Number(row?.n ?? 0) > 0) return false;
  const context: SeedContext = { providerId: '', warehouseIds: new Map(), firmIds: new Map() };
  // One transaction: a seed that stops halfway leaves an empty database that is seeded again next start.
  await withTransaction(db, async (tx) => {
    for (const step of demoSeedSteps) {
      const started = Date.now();
      await step.run(tx, context);
      log(`Demodata: ${step.name} (${Date.now() - started} ms)`);
    }
  });
  return true;
}
