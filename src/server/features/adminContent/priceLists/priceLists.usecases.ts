import type { AdminPriceListSettings } from '@shared/api/adminContent.api';
import { formatDate } from '@shared/domain/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { recordAdminAction } from '../../auditLog';
import { providerSaleTerms } from '../../priceLists';
import { getGlobalSettings, upsertGlobalSetting } from '../../settings';
import { type AdminActor, providerId } from '../adminContent.rules';

type Call<I> = { deps: AppDeps; actor: AdminActor; input: I };
type Section = { heading: string; text: string };

async function readSaleTerms(db: Db, provider: string) {
  const [row] = await db
    .select({
      title: providerSaleTerms.title,
      sections: providerSaleTerms.sections,
      updatedOn: providerSaleTerms.updatedOn,
    })
    .from(providerSaleTerms)
    .where(eq(providerSaleTerms.providerId, provider));
  return row ?? null;
}

export async function priceListSettings({ deps }: { deps: AppDeps }): Promise<AdminPriceListSettings> {
  const [settings, saleTerms] = await Promise.all([
    getGlobalSettings({ deps }),
    readSaleTerms(deps.db, await providerId(deps.db)),
  ]);
  return {
    mainPriceListDate: settings.mainPriceListDate,
    netPriceListDate: settings.netPriceListDate,
    saleTerms,
  };
}

/** The dates the firms see on their price lists (global settings, read by every session). */
export async function savePriceListDates({
  deps,
  actor,
  input,
}: Call<{ mainPriceListDate: string | null; netPriceListDate: string | null }>) {
  const before = await priceListSettings({ deps });
  await withTransaction(deps.db, async (tx) => {
    await upsertGlobalSetting(tx, 'mainPriceListDate', input.mainPriceListDate);
    await upsertGlobalSetting(tx, 'netPriceListDate', input.netPriceListDate);
    await recordAdminAction(tx, {
      ...actor,
      action: 'PRICE_LIST_DATES_SET',
      targetType: 'SETTINGS',
      targetLabel: 'Prislistornas datum',
      before: { mainPriceListDate: before.mainPriceListDate, netPriceListDate: before.netPriceListDate },
      after: input,
    });
  });
  return priceListSettings({ deps });
}

const summary = (terms: { title: string; sections: Section[] } | null) =>
  terms && { title: terms.title, sections: terms.sections.map((s) => s.heading).join(', ') };

/** The sale terms above the firms' price lists: one text per provider, dated the day it changed. */
export async function saveSaleTerms({ deps, actor, input }: Call<{ title: string; sections: Section[] }>) {
  const provider = await providerId(deps.db);
  const before = await readSaleTerms(deps.db, provider);
  const row = { title: input.title, sections: input.sections, updatedOn: formatDate(deps.clock.now()) };
  await withTransaction(deps.db, async (tx) => {
    await tx
      .insert(providerSaleTerms)
      .values({ providerId: provider, ...row })
      .onConflictDoUpdate({ target: providerSaleTerms.providerId, set: row });
    await recordAdminAction(tx, {
      ...actor,
      action: 'SALE_TERMS_EDITED',
      targetType: 'SETTINGS',
      targetLabel: input.title,
      before: summary(before),
      after: summary(input),
    });
  });
  return priceListSettings({ deps });
}
