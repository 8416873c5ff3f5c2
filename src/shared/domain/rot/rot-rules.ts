/**
 * The ROT rules of product-spec §5 and Skatteverket's own checks (validators/README "rot/"), shared by the
 * document editor and the server so both give the same Swedish message at the same field. Paths start at
 * the document (`taxDeduction.taxPayers.0.personalNumber`). Call it for a document that has ROT lines or
 * tax payers; the amounts to check against come from `computeRot`. The payer and work fields are those of
 * `documentTaxPayerSchema` (api/documents/taxDeduction.api.ts), so a stored buyer can be passed as it is.
 */
import { clientLimits, clientMessages, type ValidationIssue } from '../client-rules';
import { roundToKronor } from '../documents/document-totals';
import { formatNumber } from '../format';
import {
  normalizePersonnummer,
  validateMaxLength,
  validateOrganisationNumber,
  validatePersonnummer,
  validateRequired,
} from '../validators';
import type { RotAmountResult } from './rot-amount';
import type { HeatingPumpWorkType, RotWorkType } from './work-types';

const BP = 10_000;
const KRONA = 100;
const PREFIX = 'taxDeduction';

/** Skatteverket's file: AntalTimmar 0–999 (whole hours), Materialkostnad 0–9 999 999 kr. */
export const rotLimits = {
  workHours: 999,
  workMaterialOre: 999_999_900,
  adultAge: 18,
} as const;

export interface TaxDeductionWorkInput {
  type: RotWorkType;
  /** Decimal hours (7,5 h = 7.5); the file rounds them per work type. */
  hours: number;
  /** Material cost incl. VAT, öre. */
  materialCostOre: number;
}

export interface TaxDeductionPayerInput {
  name: string;
  personalNumber: string;
  propertyDesignation: string;
  flatNumber: string;
  associationOrgNumber: string;
  /** Share in automatic distribution, basis points; null for every payer = equal shares. */
  shareBp: number | null;
  /** The amount typed in manual input; null = nothing typed (see `computeRot`). */
  manualOre: number | null;
  works: readonly TaxDeductionWorkInput[];
}

export interface TaxDeductionRulesInput {
  /** The invoice date (an offer or work order passes its own date): the buyer must be 18 on it. */
  documentDate: string;
  reverseTaxLiability: boolean;
  autoDistribution: boolean;
  manualInputInAutoDistribution: boolean;
  heatingPump: { type: HeatingPumpWorkType; customLabourBp: number | null };
  /** Hours of the ROT_SERVICE lines in an hour unit, thousandths (the totals' duration of ROT lines). */
  rotHoursThousandths: number;
  /** The document's material cost incl. VAT. */
  materialInclVatOre: number;
  /** `computeRot`'s result for the same payers in the same order. */
  limits: Pick<RotAmountResult, 'requestedMaxOre' | 'perPayer'>;
  taxPayers: readonly TaxDeductionPayerInput[];
}

const kr = (ore: number) => `${formatNumber(Math.floor(ore / KRONA), 0)}\u00a0kr`;

/** 8 000 → "8", 7 500 → "7,5": hours as a person writes them. */
const hoursText = (thousandths: number) => formatNumber(thousandths / 1_000, 3).replace(/,?0+$/, '');

export const rotMessages = {
  reverseCharge: 'ROT-avdrag och omvänd skattskyldighet kan inte finnas på samma faktura',
  overMaximum: (maxOre: number) => `ROT-avdraget är större än det högsta tillåtna, ${kr(maxOre)}`,
  wholeKronor: 'Ange beloppet i hela kronor',
  negative: 'Beloppet får inte vara negativt',
  totalsMismatch: (hoursK: number, materialOre: number, givenHoursK: number, givenMaterialOre: number) =>
    `Timmar och materialkostnad stämmer inte med ROT-summorna: ${hoursText(hoursK)} timmar och ` +
    `${kr(materialOre)} material väntas, angivet är ${hoursText(givenHoursK)} timmar och ${kr(givenMaterialOre)}`,
  workNeeded: 'Varje skattebetalare måste ha minst ett arbete',
  duplicateWork: 'Arbetstypen finns redan för den här skattebetalaren',
  hours: `Ange 0–${rotLimits.workHours} timmar`,
  material: `Ange en materialkostnad på 0–${kr(rotLimits.workMaterialOre)}`,
  taxPayerNeeded: 'Ange minst en skattebetalare',
  underAge: `Köparen måste ha fyllt ${rotLimits.adultAge} år på fakturadatumet`,
  shareNeeded: 'Ange andel',
  share: 'Ange andelen som 0–100 %',
  sharesSum: 'Andelarna ska tillsammans vara 100 %',
  heatPumpShare: 'Ange arbetskostnadens andel av värmepumpens pris, 1–100 %',
} as const;

/** `field` is inside the tax deduction; '' names the tax deduction as a whole. */
const add = (issues: ValidationIssue[], field: string, message: string | null) => {
  if (message) issues.push({ field: field ? `${PREFIX}.${field}` : PREFIX, message });
};

const blank = (v: string) => v.trim() === '';
const isWholeKronor = (ore: number) => Number.isSafeInteger(ore) && ore % KRONA === 0;

/**
 * True when a person born on the personnummer's date has turned `years` on `date` (YYYY-MM-DD). A
 * samordningsnummer's day carries +60. Born on 29 February: the birthday counts from 1 March in a
 * common year, the later and so the safer reading.
 */
export function isAtLeastYearsOld(personnummer: string, date: string, years: number): boolean {
  const digits = normalizePersonnummer(personnummer);
  if (!digits) return false;
  const day = Number(digits.slice(6, 8));
  const birthday = `${Number(digits.slice(0, 4)) + years}${digits.slice(4, 6)}${String(day > 60 ? day - 60 : day).padStart(2, '0')}`;
  return birthday <= date.replaceAll('-', '');
}

function validatePersonalNumber(
  issues: ValidationIssue[],
  p: TaxDeductionPayerInput,
  at: string,
  date: string,
) {
  const message = validateRequired(p.personalNumber) ?? validatePersonnummer(p.personalNumber);
  add(issues, `${at}.personalNumber`, message);
  if (!message && !isAtLeastYearsOld(p.personalNumber, date, rotLimits.adultAge)) {
    add(issues, `${at}.personalNumber`, rotMessages.underAge);
  }
}

/** A house by its property designation, or a tenant-owned flat by number and association (client rules). */
function validateHome(issues: ValidationIssue[], p: TaxDeductionPayerInput, at: string) {
  const hasProperty = !blank(p.propertyDesignation);
  const hasFlat = !blank(p.flatNumber);
  if (!hasProperty && !hasFlat) add(issues, `${at}.propertyDesignation`, clientMessages.propertyOrFlat);
  if (hasProperty && hasFlat) add(issues, `${at}.flatNumber`, clientMessages.propertyAndFlat);
  const designationLength = validateMaxLength(p.propertyDesignation, clientLimits.propertyDesignation);
  add(issues, `${at}.propertyDesignation`, designationLength);
  add(issues, `${at}.flatNumber`, validateMaxLength(p.flatNumber, clientLimits.flatNumber));
  if (hasFlat && blank(p.associationOrgNumber)) {
    add(issues, `${at}.associationOrgNumber`, clientMessages.associationNeeded);
  } else if (!hasFlat && !blank(p.associationOrgNumber)) {
    add(issues, `${at}.associationOrgNumber`, clientMessages.associationWithoutFlat);
  } else {
    add(issues, `${at}.associationOrgNumber`, validateOrganisationNumber(p.associationOrgNumber));
  }
}

/** Hours as the lines count them: thousandths of an hour. */
const thousandths = (hours: number) => Math.round(hours * 1_000);

function validateWorks(issues: ValidationIssue[], works: readonly TaxDeductionWorkInput[], at: string) {
  if (works.length === 0) add(issues, `${at}.works`, rotMessages.workNeeded);
  const seen = new Set<RotWorkType>();
  works.forEach((w, j) => {
    if (seen.has(w.type)) add(issues, `${at}.works.${j}.type`, rotMessages.duplicateWork);
    seen.add(w.type);
    // The file carries whole hours per work type, so the rounded figure must fit its 0–999.
    if (!Number.isFinite(w.hours) || w.hours < 0 || Math.round(w.hours) > rotLimits.workHours) {
      add(issues, `${at}.works.${j}.hours`, rotMessages.hours);
    }
    const material = w.materialCostOre;
    if (!Number.isSafeInteger(material) || material < 0 || material > rotLimits.workMaterialOre) {
      add(issues, `${at}.works.${j}.materialCostOre`, rotMessages.material);
    }
  });
}

const isManual = (input: TaxDeductionRulesInput) =>
  !input.autoDistribution || input.manualInputInAutoDistribution;

/** A typed amount: whole kronor, not negative, within what is left of this payer's cap. */
function validateManualAmount(
  issues: ValidationIssue[],
  typedOre: number,
  maxOre: number | undefined,
  at: string,
) {
  if (typedOre < 0) add(issues, `${at}.manualOre`, rotMessages.negative);
  else if (!isWholeKronor(typedOre)) add(issues, `${at}.manualOre`, rotMessages.wholeKronor);
  else if (maxOre !== undefined && typedOre > maxOre) {
    add(issues, `${at}.manualOre`, rotMessages.overMaximum(maxOre));
  }
}

function validatePayers(issues: ValidationIssue[], input: TaxDeductionRulesInput) {
  const { taxPayers } = input;
  if (taxPayers.length === 0) add(issues, 'taxPayers', rotMessages.taxPayerNeeded);
  if (taxPayers.length > clientLimits.taxPayers) add(issues, 'taxPayers', clientMessages.tooManyTaxPayers);
  const seen = new Set<string>();
  taxPayers.forEach((p, i) => {
    const at = `taxPayers.${i}`;
    const nameMessage = validateRequired(p.name) ?? validateMaxLength(p.name, clientLimits.taxPayerName);
    add(issues, `${at}.name`, nameMessage);
    validatePersonalNumber(issues, p, at, input.documentDate);
    const pnr = normalizePersonnummer(p.personalNumber);
    if (pnr && seen.has(pnr)) add(issues, `${at}.personalNumber`, clientMessages.duplicateTaxPayer);
    if (pnr) seen.add(pnr);
    validateHome(issues, p, at);
    validateWorks(issues, p.works, at);
    if (isManual(input) && p.manualOre !== null) {
      validateManualAmount(issues, p.manualOre, input.limits.perPayer[i]?.maxOre, at);
    }
  });
}

/**
 * What the typed amounts ask for together (an untyped one counts as `computeRot` counted it) may not
 * exceed the document's maximum. Automatic amounts are computed within it, so only manual input is checked.
 */
function validateRequestedTotal(issues: ValidationIssue[], input: TaxDeductionRulesInput) {
  if (!isManual(input)) return;
  const requestedOre = input.taxPayers.reduce(
    (sum, p, i) => sum + Math.max(0, p.manualOre ?? input.limits.perPayer[i]?.amountOre ?? 0),
    0,
  );
  if (requestedOre > input.limits.requestedMaxOre) {
    add(issues, 'taxPayers', rotMessages.overMaximum(input.limits.requestedMaxOre));
  }
}

/** Shares only matter in automatic distribution; all empty means equal shares. */
function validateShares(issues: ValidationIssue[], input: TaxDeductionRulesInput) {
  const shares = input.taxPayers.map((p) => p.shareBp);
  if (!input.autoDistribution || shares.every((s) => s === null)) return;
  shares.forEach((s, i) => {
    if (s === null) add(issues, `taxPayers.${i}.shareBp`, rotMessages.shareNeeded);
    else if (!Number.isInteger(s) || s < 0 || s > BP)
      add(issues, `taxPayers.${i}.shareBp`, rotMessages.share);
  });
  if (shares.reduce<number>((sum, s) => sum + (s ?? 0), 0) !== BP)
    add(issues, 'taxPayers', rotMessages.sharesSum);
}

/**
 * The works' hours and material over all payers must equal the ROT lines' hours and the document's
 * material incl. VAT in whole kronor. Not for a heat pump: its labour is a standard share of the price,
 * not hours on lines.
 */
function validateTotals(issues: ValidationIssue[], input: TaxDeductionRulesInput) {
  if (input.heatingPump.type !== 'NONE') return;
  const works = input.taxPayers.flatMap((p) => p.works);
  const materialOre = roundToKronor(input.materialInclVatOre);
  const givenHoursK = works.reduce((sum, w) => sum + thousandths(w.hours), 0);
  const givenMaterialOre = roundToKronor(works.reduce((sum, w) => sum + w.materialCostOre, 0));
  if (givenHoursK !== input.rotHoursThousandths || givenMaterialOre !== materialOre) {
    const message = rotMessages.totalsMismatch(
      input.rotHoursThousandths,
      materialOre,
      givenHoursK,
      givenMaterialOre,
    );
    add(issues, 'taxPayers', message);
  }
}

function validateHeatPump(issues: ValidationIssue[], input: TaxDeductionRulesInput) {
  const { type, customLabourBp: bp } = input.heatingPump;
  if (type !== 'OTHER') return;
  if (bp === null || !Number.isInteger(bp) || bp <= 0 || bp > BP) {
    add(issues, 'customHeatingPumpsWorkPart', rotMessages.heatPumpShare);
  }
}

/** Every problem of a document's tax deduction; an empty list means the server will accept it. */
export function validateTaxDeduction(input: TaxDeductionRulesInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (input.reverseTaxLiability) add(issues, '', rotMessages.reverseCharge);
  validatePayers(issues, input);
  validateShares(issues, input);
  validateHeatPump(issues, input);
  validateTotals(issues, input);
  validateRequestedTotal(issues, input);
  return issues;
}
