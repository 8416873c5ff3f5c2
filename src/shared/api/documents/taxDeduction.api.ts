import { heatingPumpWorkTypes, rotWorkTypes } from '@shared/domain/rot/work-types';
import { z } from 'zod';
import { taxPayerSchema } from '../clients.api';
import { basisPoints, oreAmount } from '../limits';

/**
 * The ROT part of a document's header (api-spec §3.4, issue #17): who the buyers are, what work each had
 * done, and how the deduction is split between them. `amountOre` is each buyer's deduction as the server
 * last computed it (whole kronor, decision 0038); the totals subtract their sum from "Att betala", so the
 * editor, the lists and the printout read one figure.
 */

/** One work type of one buyer: its hours and the material cost for it (incl. VAT, öre). */
export const rotWorkSchema = z.object({
  type: z.enum(rotWorkTypes),
  /** Hours of work, decimal (7,5 h = 7.5); Skatteverket takes whole hours per work type. */
  hours: z.number().min(0).max(100_000).default(0),
  materialCostOre: oreAmount().min(0).default(0),
});
export type RotWork = z.output<typeof rotWorkSchema>;

/** A buyer (skattebetalare) on the document: the client's stored tax payer fields and the claim. */
export const documentTaxPayerSchema = taxPayerSchema.extend({
  /** Auto distribution: this buyer's share of the deduction; null = equal shares. */
  shareBp: basisPoints().min(0).max(10_000).nullable().default(null),
  /** Manual input: the amount the buyer asks for; null = computed. */
  manualOre: oreAmount().min(0).nullable().default(null),
  /** The deduction as computed on the last save (whole kronor), never typed by the user. */
  amountOre: oreAmount().min(0).default(0),
  works: z.array(rotWorkSchema).max(7).default([]),
});
export type DocumentTaxPayer = z.output<typeof documentTaxPayerSchema>;
export type DocumentTaxPayerInput = z.input<typeof documentTaxPayerSchema>;

export const documentTaxDeductionSchema = z.object({
  autoDistribution: z.boolean().default(true),
  manualInputInAutoDistribution: z.boolean().default(false),
  heatingPumpsWorkType: z.enum(heatingPumpWorkTypes).default('NONE'),
  /** The labour share of a heat pump of type OTHER, basis points. */
  customHeatingPumpsWorkPart: basisPoints().min(0).max(10_000).nullable().default(null),
  taxPayers: z.array(documentTaxPayerSchema).max(10).default([]),
});
export type DocumentTaxDeduction = z.output<typeof documentTaxDeductionSchema>;
export type DocumentTaxDeductionInput = z.input<typeof documentTaxDeductionSchema>;

/** The deduction the totals subtract: the buyers' computed amounts (0 without a ROT part). */
export function taxDeductionSumOre(taxDeduction: Pick<DocumentTaxDeduction, 'taxPayers'> | null): number {
  return (taxDeduction?.taxPayers ?? []).reduce((sum, p) => sum + p.amountOre, 0);
}
