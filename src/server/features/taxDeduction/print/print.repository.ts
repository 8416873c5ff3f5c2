import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { taxDeductionPeriods } from '../../documents';
import { taxDeductionDecisions } from '../taxDeduction.table';

/** Skatteverket's decisions on the firm's invoices among `documentIds`, by invoice id. */
export async function findDecisions(db: Db, firmId: string, documentIds: readonly string[]) {
  if (documentIds.length === 0) return new Map<string, { decidedOn: string; approvedOre: number }>();
  const rows = await db
    .select({
      documentId: taxDeductionDecisions.documentId,
      decidedOn: taxDeductionDecisions.decidedOn,
      approvedOre: taxDeductionDecisions.approvedOre,
    })
    .from(taxDeductionDecisions)
    .where(
      and(
        eq(taxDeductionDecisions.firmId, firmId),
        inArray(taxDeductionDecisions.documentId, [...documentIds]),
      ),
    );
  return new Map(
    rows.map((r) => [r.documentId, { decidedOn: r.decidedOn, approvedOre: Number(r.approvedOre) }]),
  );
}

/** Every ROT period (a handful of rows): the specification names the rate in force on the payment date. */
export async function findRotPeriods(db: Db): Promise<RotPeriod[]> {
  const rows = await db
    .select({
      validFrom: taxDeductionPeriods.validFrom,
      rateBp: taxDeductionPeriods.rateBp,
      capOre: taxDeductionPeriods.capOre,
      mountainHeatPumpLabourBp: taxDeductionPeriods.mountainHeatPumpLabourBp,
      airWaterHeatPumpLabourBp: taxDeductionPeriods.airWaterHeatPumpLabourBp,
    })
    .from(taxDeductionPeriods);
  return rows.map((r) => ({ ...r, capOre: Number(r.capOre) }));
}
