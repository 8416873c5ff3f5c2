import { bigint, date, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../platform/db/columns';

/**
 * ROT's rate, yearly cap and heat-pump labour shares per period (issue #17, decision 0038): "rates and
 * caps live in one dated table, not in code paths". A global setting the provider keeps (issue #23);
 * every firm's documents read the period in force on their date. Seeded by the migration from
 * `ROT_PERIODS_SEED`.
 */
export const taxDeductionPeriods = pgTable('tax_deduction_periods', {
  /** The first day it is in force. */
  validFrom: date('valid_from', { mode: 'string' }).primaryKey(),
  rateBp: integer('rate_bp').notNull(),
  /** Per person and calendar year, öre. */
  capOre: bigint('cap_ore', { mode: 'number' }).notNull(),
  mountainHeatPumpLabourBp: integer('mountain_heat_pump_labour_bp').notNull(),
  airWaterHeatPumpLabourBp: integer('air_water_heat_pump_labour_bp').notNull(),
  updatedAt: updatedAt(),
});
