/**
 * The ROT rates and caps as one dated table (issue #17, domain-notes "ROT deduction", decision 0038).
 * A change of law is a new row, never a new code path. The server keeps the same rows in a database
 * table seeded from `ROT_PERIODS_SEED`, so every function here takes the periods as a parameter.
 */

export interface RotPeriod {
  /** First day the row applies, `YYYY-MM-DD`; it applies until the next row's `validFrom`. */
  validFrom: string;
  /** The deduction as a share of the price for the work (incl. VAT), basis points: 30 % = 3000. */
  rateBp: number;
  /** The most one person may get per calendar year, öre. */
  capOre: number;
  /** Skatteverket's standard labour share of a rock/ground-source heat pump's total price, basis points. */
  mountainHeatPumpLabourBp: number;
  /** The same for an air/water heat pump. */
  airWaterHeatPumpLabourBp: number;
}

const BASE_2021: RotPeriod = {
  validFrom: '2021-01-01',
  rateBp: 3000,
  capOre: 5_000_000,
  mountainHeatPumpLabourBp: 3500,
  airWaterHeatPumpLabourBp: 3000,
};

/**
 * The seed rows: 30 % from 2021 (cap 50 000 kr), the temporary 50 % for payments 2025-05-12 … 2025-12-31,
 * 30 % again from 2026-01-01. Caps and heat-pump shares did not change with the rate.
 */
export const ROT_PERIODS_SEED: readonly RotPeriod[] = [
  BASE_2021,
  { ...BASE_2021, validFrom: '2025-05-12', rateBp: 5000 },
  { ...BASE_2021, validFrom: '2026-01-01', rateBp: 3000 },
];

export const rotPeriodMessages = {
  missingPeriod: (date: string) => `ROT-procentsats saknas för ${date}`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The row in force on `date` (`YYYY-MM-DD`): the one with the latest `validFrom` not after it, whatever
 * the order of `periods`. Null before the first row — a missing rate is reported, never guessed.
 * Which date to ask for is `rotRateDate`'s decision.
 */
export function rotPeriodOn(periods: readonly RotPeriod[], date: string): RotPeriod | null {
  if (!ISO_DATE.test(date)) throw new RangeError(`rotPeriodOn needs a YYYY-MM-DD date, got '${date}'`);
  let found: RotPeriod | null = null;
  for (const p of periods) {
    // ISO dates compare as strings in calendar order.
    if (p.validFrom <= date && (found === null || p.validFrom > found.validFrom)) found = p;
  }
  return found;
}

/**
 * The date whose rate applies: Skatteverket grants the deduction at the rate in force when the buyer
 * PAYS. Before the payment is registered the invoice date stands in as the expected payment date, so an
 * invoice dated 2025-12-30 shows 50 % and is recomputed at 30 % if it is paid on 2026-01-02.
 */
export function rotRateDate(dates: { invoiceDate: string; paymentDate: string | null }): string {
  return dates.paymentDate ?? dates.invoiceDate;
}
