/**
 * The ROT amount of one document (product-spec §3, domain-notes "ROT deduction", decision 0038): the
 * deductible labour, its split between the owners, each owner's remaining yearly cap and the amounts in
 * whole kronor. Pure arithmetic on integer öre and basis points; the caller sums the ROT_SERVICE lines
 * and picks the period (`rotPeriodOn(periods, rotRateDate(...))`).
 */
import type { RotPeriod } from './rot-periods';
import type { HeatingPumpWorkType } from './work-types';

const BP = 10_000;
const KRONA = 100;

export interface RotPayerInput {
  /** The personnummer: it names the payer in the result and in the cap bookkeeping. */
  key: string;
  /** Share of the ownership in automatic distribution, basis points; null for all payers = equal shares. */
  shareBp: number | null;
  /** The amount a person typed in manual input; null = nothing typed. */
  manualOre: number | null;
  /** What this person already got approved or requested this calendar year on other invoices. */
  usedThisYearOre: number;
}

export interface RotAmountInput {
  /** Sum of the ROT_SERVICE lines INCLUDING VAT: Skatteverket's "price for the work". */
  rotLabourOre: number;
  /** The document's total incl. VAT; a heat pump's labour is a standard share of it. */
  totalInclVatOre: number;
  heatingPump: { type: HeatingPumpWorkType; customLabourBp: number | null };
  period: RotPeriod;
  autoDistribution: boolean;
  manualInputInAutoDistribution: boolean;
  taxPayers: readonly RotPayerInput[];
}

export interface RotPayerAmount {
  key: string;
  /** This payer's part of the deductible labour (the split sums exactly to `baseOre`). */
  baseShareOre: number;
  /** What is left of this payer's yearly cap, whole kronor, never below 0. */
  maxOre: number;
  /** The deduction requested for this payer, whole kronor. */
  amountOre: number;
  /** True when the amount was lowered to `maxOre`. */
  capped: boolean;
}

export interface RotAmountResult {
  /** The deductible labour, öre. */
  baseOre: number;
  /** The most all payers together may request: rate × base in whole kronor, and not above their caps. */
  requestedMaxOre: number;
  perPayer: RotPayerAmount[];
  totalOre: number;
  /** Some payer's amount was lowered to what is left of their cap. */
  capped: boolean;
  /** Amounts come from manual input (`autoDistribution` off, or `manualInputInAutoDistribution`). */
  manual: boolean;
  /** Manual amounts summed above `requestedMaxOre`; the later payers were lowered to fit. */
  reducedToMax: boolean;
}

/** floor(a × b / d) for a, b ≥ 0; BigInt because öre × basis points × basis points passes 2^53. */
function mulDivFloor(a: number, b: number, d: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(d));
}

/** Down to whole kronor, so rounding never lets a buyer request more than allowed. */
function floorKronor(ore: number): number {
  return Math.floor(ore / KRONA) * KRONA;
}

const clampBp = (bp: number) => Math.min(BP, Math.max(0, Math.trunc(bp)));

function labourShareBp(input: Pick<RotAmountInput, 'heatingPump' | 'period'>): number | null {
  switch (input.heatingPump.type) {
    case 'MOUNTAIN_HEATING_PUMP':
      return input.period.mountainHeatPumpLabourBp;
    case 'AIR_OR_WATER_HEATING_PUMP':
      return input.period.airWaterHeatPumpLabourBp;
    case 'OTHER':
      return clampBp(input.heatingPump.customLabourBp ?? 0);
    case 'NONE':
      return null;
  }
}

/**
 * The deductible labour: the ROT lines, or for a heat pump the standard share of the total price, floored
 * to whole öre. A negative figure (a credit) deducts nothing: a credit mirrors its invoice's ROT instead.
 */
export function rotBaseOre(
  input: Pick<RotAmountInput, 'rotLabourOre' | 'totalInclVatOre' | 'heatingPump' | 'period'>,
): number {
  const shareBp = labourShareBp(input);
  if (shareBp === null) return Math.max(0, input.rotLabourOre);
  return mulDivFloor(Math.max(0, input.totalInclVatOre), shareBp, BP);
}

/**
 * The base split by ownership: in proportion to the shares (a missing one counts 0), equal when no payer
 * has a share above 0. Shares that do not sum to 100 % are refused by rot-rules; splitting by proportion
 * keeps the figures sane meanwhile. Each part is floored and the last payer takes the remainder, so the
 * split always sums exactly to the base.
 */
export function splitRotBase(baseOre: number, shares: readonly (number | null)[]): number[] {
  const n = shares.length;
  if (n === 0) return [];
  const bps = shares.map((s) => clampBp(s ?? 0));
  const sumBp = bps.reduce((a, b) => a + b, 0);
  const parts =
    sumBp === 0 ? bps.map(() => Math.floor(baseOre / n)) : bps.map((s) => mulDivFloor(baseOre, s, sumBp));
  parts[n - 1] = baseOre - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  return parts;
}

/** What is left of a person's yearly cap, whole kronor, never below 0. */
export function remainingCapOre(period: RotPeriod, usedThisYearOre: number): number {
  return floorKronor(Math.max(0, period.capOre - usedThisYearOre));
}

interface Draft {
  wantedOre: number;
  maxOre: number;
}

/** Fills the payers in order; a payer over their cap, or past the document's maximum, is lowered. */
function settle(drafts: readonly Draft[], requestedMaxOre: number) {
  let leftOre = requestedMaxOre;
  let reducedToMax = false;
  const amounts = drafts.map((d) => {
    const capped = d.wantedOre > d.maxOre;
    const withinCap = Math.min(d.wantedOre, d.maxOre);
    if (withinCap > leftOre) reducedToMax = true;
    const amountOre = Math.min(withinCap, leftOre);
    leftOre -= amountOre;
    return { amountOre, capped };
  });
  return { amounts, reducedToMax };
}

/**
 * The ROT amounts (decision 0038). Automatic: each payer's base share × the period's rate, floored to
 * whole kronor — the ONE rounding step of the deduction — and capped at what is left of their yearly cap.
 * Manual: each payer's typed amount (an untyped one is 0, or the automatic amount under
 * `manualInputInAutoDistribution`), floored to whole kronor, capped the same way, and together never above
 * `requestedMaxOre`. The flags let the caller say why an amount is lower than asked.
 */
export function computeRot(input: RotAmountInput): RotAmountResult {
  const { period, taxPayers } = input;
  const baseOre = rotBaseOre(input);
  const baseShares = splitRotBase(
    baseOre,
    taxPayers.map((p) => p.shareBp),
  );
  const caps = taxPayers.map((p) => remainingCapOre(period, p.usedThisYearOre));
  const capsOre = caps.reduce((a, b) => a + b, 0);
  const requestedMaxOre = Math.min(floorKronor(mulDivFloor(baseOre, period.rateBp, BP)), capsOre);
  const manual = !input.autoDistribution || input.manualInputInAutoDistribution;
  const drafts = taxPayers.map((p, i): Draft => {
    const autoOre = floorKronor(mulDivFloor(baseShares[i] ?? 0, period.rateBp, BP));
    const typedOre = p.manualOre ?? (input.autoDistribution ? autoOre : 0);
    return { wantedOre: manual ? floorKronor(Math.max(0, typedOre)) : autoOre, maxOre: caps[i] ?? 0 };
  });
  const { amounts, reducedToMax } = settle(drafts, requestedMaxOre);
  const perPayer = taxPayers.map((p, i) => ({
    key: p.key,
    baseShareOre: baseShares[i] ?? 0,
    maxOre: caps[i] ?? 0,
    amountOre: amounts[i]?.amountOre ?? 0,
    capped: amounts[i]?.capped ?? false,
  }));
  return {
    baseOre,
    requestedMaxOre,
    perPayer,
    totalOre: perPayer.reduce((sum, p) => sum + p.amountOre, 0),
    capped: perPayer.some((p) => p.capped),
    manual,
    reducedToMax,
  };
}
