import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import type { JobQueue } from '../../platform/jobs/queue';
import type { RecurringJob } from '../../platform/jobs/runner';
import { catalogueImports } from './catalogueImport.table';
import { type ImportSummary, importCatalogueFile } from './catalogueImport.usecases';

export const CATALOGUE_IMPORT_JOB = 'catalogue.import';
/** A summary keeps the first errors; a file with 100 000 bad rows needs fixing, not a longer list. */
const STORED_ERRORS = 1_000;

export function storedSummary(summary: ImportSummary) {
  return { ...summary, errors: summary.errors.slice(0, STORED_ERRORS), errorCount: summary.errors.length };
}

/** The `catalogue.import` job: imports an uploaded file, reporting progress row by row. */
export function catalogueImportJobs(deps: Pick<AppDeps, 'jobs' | 'clock'>): RecurringJob[] {
  deps.jobs.register(CATALOGUE_IMPORT_JOB, async ({ job, db, progress }) => {
    const { importId, firmCode } = job.payload as { importId: string; firmCode?: string };
    const [file] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
    if (!file) throw new Error(`Importfilen ${importId} finns inte`);
    const summary = storedSummary(
      await importCatalogueFile({
        deps: { db, clock: deps.clock },
        bytes: file.content,
        firmCode,
        onProgress: (done, total) => progress(done, total),
      }),
    );
    await db.update(catalogueImports).set({ summary }).where(eq(catalogueImports.id, importId));
    return summary;
  });
  return [];
}

/** Stores a file and queues its import; any app server may run it. */
export async function enqueueCatalogueImport(
  db: Db,
  queue: JobQueue,
  file: { fileName: string; bytes: Uint8Array; firmCode?: string },
): Promise<{ importId: string; jobId: string }> {
  const [row] = await db
    .insert(catalogueImports)
    .values({ fileName: file.fileName, content: file.bytes, size: file.bytes.length })
    .returning({ id: catalogueImports.id });
  const jobId = await queue.enqueue(
    CATALOGUE_IMPORT_JOB,
    { importId: row!.id, ...(file.firmCode ? { firmCode: file.firmCode } : {}) },
    { maxAttempts: 3 },
    db,
  );
  await db.update(catalogueImports).set({ jobId }).where(eq(catalogueImports.id, row!.id));
  return { importId: row!.id, jobId: jobId! };
}
