import type { Campaign } from '@shared/api/adminCatalogue.api';
import { formatDate } from '@shared/domain/format';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { type AdminActor, recordAdminAction } from '../../auditLog';
import { refreshCatalogue } from '../../catalogue';
import { adminCatalogueErrors } from '../adminCatalogue.errors';
import { type CampaignRow, findActiveProduct, listCampaigns, writeCampaign } from './campaigns.repository';

/** Campaigns run on Swedish calendar days, their last day included (pricing.ts, campaignActive). */
const todayOf = (deps: AppDeps) => formatDate(deps.clock.now());

function toCampaign(row: CampaignRow, today: string): Campaign {
  return {
    article: row.article,
    name: row.name,
    unit: row.unit,
    grossPriceOre: row.grossPriceOre,
    campaignPriceOre: row.campaignPriceOre ?? 0,
    endsOn: row.campaignEndsOn,
    state: row.campaignEndsOn !== null && row.campaignEndsOn < today ? 'ENDED' : 'RUNNING',
  };
}

export async function campaigns({
  deps,
  query,
}: {
  deps: AppDeps;
  query: { search?: string | undefined; offset: number; limit: number };
}) {
  const today = todayOf(deps);
  const { rows, totalCount } = await listCampaigns(deps.db, { ...query, today });
  return { totalCount, items: rows.map((r) => toCampaign(r, today)) };
}

async function productOf(deps: AppDeps, article: string): Promise<CampaignRow> {
  const product = await findActiveProduct(deps.db, article.trim());
  if (!product) throw adminCatalogueErrors.ARTICLE_NOT_FOUND({ field: 'article' });
  return product;
}

const label = (p: CampaignRow) => `${p.article} ${p.name}`;
const terms = (p: Pick<CampaignRow, 'campaignPriceOre' | 'campaignEndsOn'>) =>
  p.campaignPriceOre === null ? null : { campaignPriceOre: p.campaignPriceOre, endsOn: p.campaignEndsOn };

/**
 * Writes the product's campaign and renews its row of the search index in the same transaction, so the
 * "Kampanjer" page and the badges on every app server follow (the catalogue version, catalogue.cache.ts).
 * The next price file is still the source: a file that gives the article another campaign, or none, wins.
 */
async function changeCampaign(
  deps: AppDeps,
  actor: AdminActor,
  product: CampaignRow,
  next: { campaignPriceOre: number | null; campaignEndsOn: string | null },
) {
  await withTransaction(deps.db, async (tx) => {
    await writeCampaign(tx, product.id, { ...next, at: deps.clock.now() });
    await refreshCatalogue(tx, { productIds: [product.id], freeItemIds: [] });
    await recordAdminAction(tx, {
      ...actor,
      action: next.campaignPriceOre === null ? 'CAMPAIGN_ENDED' : 'CAMPAIGN_SET',
      targetType: 'CATALOGUE_PRODUCT',
      targetId: String(product.id),
      targetLabel: label(product),
      before: terms(product),
      after: terms(next),
    });
  });
}

export async function setCampaign({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { article: string; campaignPriceOre: number; endsOn: string | null };
}): Promise<Campaign> {
  const product = await productOf(deps, input.article);
  const today = todayOf(deps);
  if (product.grossPriceOre !== null && input.campaignPriceOre >= product.grossPriceOre)
    throw adminCatalogueErrors.CAMPAIGN_NOT_BELOW_LIST({ field: 'campaignPriceOre' });
  if (input.endsOn !== null && input.endsOn < today)
    throw adminCatalogueErrors.CAMPAIGN_ENDS_IN_PAST({ field: 'endsOn' });
  const next = { campaignPriceOre: input.campaignPriceOre, campaignEndsOn: input.endsOn };
  await changeCampaign(deps, actor, product, next);
  return toCampaign({ ...product, ...next }, today);
}

export async function endCampaign({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { article: string };
}): Promise<{ article: string }> {
  const product = await productOf(deps, input.article);
  if (product.campaignPriceOre === null) throw adminCatalogueErrors.NO_CAMPAIGN();
  await changeCampaign(deps, actor, product, { campaignPriceOre: null, campaignEndsOn: null });
  return { article: product.article };
}
