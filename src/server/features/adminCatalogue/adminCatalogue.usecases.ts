import {
  type CatalogueImportView,
  type FirmDiscounts,
  SHOWN_IMPORT_ERRORS,
} from '@shared/api/adminCatalogue.api';
import type { FileBody } from '@shared/api/endpoint';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { type AdminActor, recordAdminAction } from '../auditLog';
import { enqueueCatalogueImport, replaceFirmDiscounts } from '../catalogueImport';
import { adminCatalogueErrors } from './adminCatalogue.errors';
import {
  discountGroupExists,
  findFirmByCode,
  findImport,
  firmDiscountGroups,
  listImports,
} from './adminCatalogue.repository';

async function firmOf(deps: AppDeps, code: string) {
  const firm = await findFirmByCode(deps.db, code.trim());
  if (!firm) throw adminCatalogueErrors.FIRM_NOT_FOUND({ field: 'firmCode' });
  return firm;
}

/**
 * Stores the uploaded file and queues its import in one transaction with the audit entry; any app server's
 * job runner takes it, and the page follows its progress. A named firm must exist before the file is kept.
 */
export async function startImport({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { fileName: string; firmCode?: string | undefined; content: Uint8Array };
}) {
  const firmCode = input.firmCode?.trim() || undefined;
  const firm = firmCode ? await firmOf(deps, firmCode) : null;
  if (input.content.length === 0) throw adminCatalogueErrors.FILE_EMPTY({ field: 'content' });
  const { importId } = await withTransaction(deps.db, async (tx) => {
    const queued = await enqueueCatalogueImport(tx, deps.jobs, {
      fileName: input.fileName,
      bytes: input.content,
      ...(firmCode ? { firmCode } : {}),
    });
    await recordAdminAction(tx, {
      ...actor,
      action: 'CATALOGUE_IMPORT_STARTED',
      targetType: 'CATALOGUE_IMPORT',
      targetId: queued.importId,
      targetLabel: firm ? `${input.fileName} (${firm.code} ${firm.name})` : input.fileName,
      after: { size: input.content.length },
    });
    return queued;
  });
  return { importId };
}

type ImportRow = Awaited<ReturnType<typeof listImports>>[number];

function toView(row: ImportRow): CatalogueImportView {
  const summary = row.summary;
  return {
    importId: row.id,
    fileName: row.file_name,
    size: row.size,
    firmCode: row.firm_code,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status ?? 'QUEUED',
    progress: row.progress ?? 0,
    progressTotal: row.progress_total,
    error: row.error,
    summary: summary && {
      ...summary,
      errorCount: summary.errorCount ?? summary.errors.length,
      errors: summary.errors.slice(0, SHOWN_IMPORT_ERRORS),
    },
  };
}

export async function recentImports({ deps }: { deps: AppDeps }) {
  return { items: (await listImports(deps.db)).map(toView) };
}

/** The rejected rows as a CSV Excel opens in Swedish (BOM, `;`), line number and reason. */
export async function importReport({
  deps,
  importId,
}: {
  deps: AppDeps;
  importId: string;
}): Promise<FileBody> {
  const row = await findImport(deps.db, importId);
  if (!row) throw adminCatalogueErrors.IMPORT_NOT_FOUND();
  const quote = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = ['Rad;Orsak', ...(row.summary?.errors ?? []).map((e) => `${e.line};${quote(e.reason)}`)];
  return {
    content: `\uFEFF${lines.join('\r\n')}\r\n`,
    contentType: 'text/csv; charset=utf-8',
    fileName: `importrapport-${row.file_name.replace(/\.[^.]+$/, '')}.csv`,
    disposition: 'attachment',
  };
}

async function discountsOf(
  deps: AppDeps,
  firm: { id: string; code: string; name: string },
): Promise<FirmDiscounts> {
  const groups = await firmDiscountGroups(deps.db, firm.id);
  return {
    firm: { code: firm.code, name: firm.name },
    groups: groups.map((g) => ({ code: g.code, name: g.name, discountBp: g.discount_bp })),
  };
}

export async function firmDiscounts({ deps, firmCode }: { deps: AppDeps; firmCode: string }) {
  return discountsOf(deps, await firmOf(deps, firmCode));
}

/** One group of a firm's letter changed by hand; the firm's next price read uses it. */
export async function setFirmDiscount({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { firmCode: string; discountGroup: string; discountBp: number };
}) {
  const firm = await firmOf(deps, input.firmCode);
  if (!(await discountGroupExists(deps.db, input.discountGroup)))
    throw adminCatalogueErrors.GROUP_NOT_FOUND({ field: 'discountGroup' });
  const before = (await firmDiscountGroups(deps.db, firm.id)).find((g) => g.code === input.discountGroup);
  await withTransaction(deps.db, async (tx) => {
    await replaceFirmDiscounts(tx, firm.id, [input], false);
    await recordAdminAction(tx, {
      ...actor,
      action: 'FIRM_DISCOUNT_SET',
      targetType: 'FIRM',
      targetId: firm.id,
      targetLabel: `${firm.code} ${firm.name}, rabattgrupp ${input.discountGroup}`,
      before: { discountBp: before?.discount_bp ?? null },
      after: { discountBp: input.discountBp },
    });
  });
  return discountsOf(deps, firm);
}
