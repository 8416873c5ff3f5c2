import type { CatalogueImportView, ImportSummaryView } from '@shared/api/adminCatalogue.api';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { firms } from '../firms';

interface ImportRow {
  id: string;
  file_name: string;
  size: number;
  created_at: Date | string;
  summary: (ImportSummaryView & { errors: ImportSummaryView['errors'] }) | null;
  status: CatalogueImportView['status'] | null;
  progress: number | null;
  progress_total: number | null;
  error: string | null;
  firm_code: string | null;
}

/** The latest imports with their job's state; the file's bytes stay in the table. */
export async function listImports(db: Db, limit = 20): Promise<ImportRow[]> {
  return queryRows<ImportRow>(
    db,
    sql`select ci.id, ci.file_name, ci.size, ci.created_at, ci.summary, j.status, j.progress,
          j.progress_total, j.error, j.payload->>'firmCode' as firm_code
        from catalogue_imports ci left join jobs j on j.id = ci.job_id
        order by ci.created_at desc limit ${limit}`,
  );
}

export async function findImport(db: Db, id: string): Promise<ImportRow | null> {
  const [row] = await queryRows<ImportRow>(
    db,
    sql`select ci.id, ci.file_name, ci.size, ci.created_at, ci.summary, j.status, j.progress,
          j.progress_total, j.error, j.payload->>'firmCode' as firm_code
        from catalogue_imports ci left join jobs j on j.id = ci.job_id where ci.id = ${id}`,
  );
  return row ?? null;
}

export async function findFirmByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: firms.id, code: firms.code, name: firms.name })
    .from(firms)
    .where(eq(firms.code, code))
    .limit(1);
  return row ?? null;
}

/** Every discount group with the firm's discount in it (null: the letter names no discount there). */
export async function firmDiscountGroups(db: Db, firmId: string) {
  return queryRows<{ code: string; name: string; discount_bp: number | null }>(
    db,
    sql`select g.code, g.name, d.discount_bp
        from catalogue_discount_groups g
        left join catalogue_firm_discounts d on d.discount_group = g.code and d.firm_id = ${firmId}
        order by g.code`,
  );
}

export async function discountGroupExists(db: Db, code: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from catalogue_discount_groups where code = ${code}`,
  );
  return rows.length > 0;
}
