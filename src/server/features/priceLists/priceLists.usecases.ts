import { fillPath } from '@shared/api/endpoint';
import type { PriceListFile, PriceLists } from '@shared/api/priceLists.api';
import { priceListsApi } from '@shared/api/priceLists.api';
import { formatDate } from '@shared/domain/format';
import {
  type PriceListCode,
  type PriceListFormat,
  type PriceListVariant,
  priceListDated,
  priceListDefinitions,
  priceListVariants,
} from '@shared/domain/price-lists';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import type { JobRow } from '../../platform/jobs/queue';
import { createFileLink } from '../files';
import { getGlobalSettings } from '../settings';
import { makePriceListFile, type PriceListJob } from './priceLists.files';
import {
  findJobByKey,
  findPriceListFile,
  findSaleTerms,
  type PriceListKey,
  priceListSource,
  requeueJob,
} from './priceLists.repository';
import type { PriceListViewer } from './priceLists.shown';

/** The job kind that makes a price list; its payload is a `PriceListJob`. */
export const PRICE_LIST_JOB = 'priceLists.generate';

interface Call {
  deps: AppDeps;
  firmId: string;
  viewer: PriceListViewer;
}

/** GET /content/priceLists: the sale terms, the two list dates and the variants the employee may have. */
export async function getPriceLists({ deps, firmId, viewer }: Call): Promise<PriceLists> {
  const [saleTerms, settings] = await Promise.all([
    findSaleTerms(deps.db, firmId),
    getGlobalSettings({ deps }),
  ]);
  const link = fillPath(priceListsApi.directLink, {}).url;
  return {
    saleTerms,
    mainPriceListDate: settings.mainPriceListDate,
    netPriceListDate: settings.netPriceListDate,
    priceListVariants: priceListVariants
      .filter((variant) => viewer.shows(variant))
      .map((variant) => {
        const { title, description, net } = priceListDefinitions[variant];
        return { variant, title, description, net, link };
      }),
  };
}

/** The list's key now: a dated list (campaigns, news) is also a list of today. */
async function keyOf(
  deps: AppDeps,
  input: { firmId: string; variant: PriceListVariant; code: PriceListCode; format: PriceListFormat },
): Promise<PriceListKey & { today: string }> {
  const today = formatDate(deps.clock.now());
  const source = await priceListSource(deps.db, input.firmId);
  return { ...input, source: priceListDated(input.variant) ? `${source}-${today}` : source, today };
}

const dedupeKey = (key: PriceListKey) =>
  `${PRICE_LIST_JOB}:${key.firmId}:${key.variant}:${key.code}:${key.format}:${key.source}`;

async function readyFile(deps: AppDeps, key: PriceListKey): Promise<PriceListFile | null> {
  const stored = await findPriceListFile(deps.db, key);
  if (!stored) return null;
  const file = await createFileLink({
    deps,
    firmId: key.firmId,
    file: {
      content: stored.content,
      contentType: stored.contentType,
      fileName: stored.fileName,
      disposition: key.format === 'PDF' ? 'inline' : 'attachment',
    },
  });
  return {
    status: 'READY',
    jobUid: null,
    progress: 0,
    progressTotal: null,
    file,
    message: 'Prislistan är klar',
  };
}

function pending(job: Pick<JobRow, 'id' | 'progress' | 'progressTotal'>): PriceListFile {
  return {
    status: 'PENDING',
    jobUid: job.id,
    progress: job.progress,
    progressTotal: job.progressTotal,
    file: null,
    message: 'Prislistan skapas',
  };
}

/**
 * POST /content/priceLists/directLink: a list already made from today's catalogue and discounts comes
 * back at once behind a new short-lived link; otherwise one job makes it (the dedupe key: however many
 * requests and servers, one job per list and source) and the page follows that job.
 */
export async function requestPriceList(
  call: Call & { variant: PriceListVariant; code: PriceListCode; format: PriceListFormat },
): Promise<PriceListFile> {
  const { deps, firmId, viewer, variant, code, format } = call;
  viewer.assertShown(variant);
  const { today, ...key } = await keyOf(deps, { firmId, variant, code, format });
  const ready = await readyFile(deps, key);
  if (ready) return ready;
  const payload: PriceListJob = { ...key, today };
  const jobId = await deps.jobs.enqueue(PRICE_LIST_JOB, payload, {
    firmId,
    dedupeKey: dedupeKey(key),
    maxAttempts: 3,
  });
  if (jobId) return pending({ id: jobId, progress: 0, progressTotal: null });
  const existing = await findJobByKey(deps.db, dedupeKey(key));
  if (!existing) throw httpErrors.NOT_FOUND();
  // Failed before, or done but its file since replaced: made again by the same job.
  if (existing.status === 'FAILED' || existing.status === 'DONE') {
    await requeueJob(deps.db, existing.id, deps.clock.now());
    return pending({ ...existing, progress: 0 });
  }
  return pending(existing);
}

/** GET /content/priceLists/status: the firm's own list job; another firm's (or another kind) is not found. */
export async function priceListStatus({
  deps,
  firmId,
  viewer,
  jobUid,
}: Call & { jobUid: string }): Promise<PriceListFile> {
  const job = await deps.jobs.get(jobUid, firmId);
  if (!job || job.kind !== PRICE_LIST_JOB) throw httpErrors.NOT_FOUND();
  const payload = job.payload as PriceListJob;
  viewer.assertShown(payload.variant);
  if (job.status === 'FAILED')
    return { ...pending(job), status: 'FAILED', message: 'Prislistan kunde inte skapas. Försök igen.' };
  if (job.status !== 'DONE') return pending(job);
  const ready = await readyFile(deps, payload);
  if (ready) return ready;
  return {
    ...pending(job),
    status: 'FAILED',
    message: 'Sortimentet har ändrats sedan listan gjordes. Hämta den igen.',
  };
}

/** The job: makes the list and keeps it for the next request. */
export async function runPriceListJob(
  deps: AppDeps,
  payload: PriceListJob,
  progress: (done: number, total: number) => Promise<void>,
): Promise<{ stored: boolean }> {
  await makePriceListFile({ deps, job: payload, progress });
  return { stored: true };
}
