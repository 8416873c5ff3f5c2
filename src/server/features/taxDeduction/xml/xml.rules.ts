/**
 * Skatteverket's rules for "Begäran om utbetalning" that the XML schema does not check
 * (../shared/validators/README.md, rot/): the file is refused, or a case denied, when one is broken, so
 * they are checked before the file is built. Each problem names the case (index in `request.cases`, null
 * for the file as a whole), the field inside it, and a Swedish message for the user.
 */
import { clientMessages } from '@shared/domain/client-rules';
import {
  messages,
  normalizePersonnummer,
  validateMaxLength,
  validateOrganisationNumber,
  validatePersonnummer,
  validateRequired,
} from '@shared/domain/validators';
import type { RotCase, RotRequest } from './xml.files';

export interface RotRequestProblem {
  caseIndex: number | null;
  field: string;
  message: string;
}

export interface RotRequestContext {
  /** The firm that did the work; a buyer can never be the performer (a sole trader's personnummer). */
  sellerOrgNumber?: string;
  /** YYYY-MM-DD, the firm's local date. */
  today: string;
}

export const rotRequestLimits = { nameLength: 16, casesPerFile: 100, buyerMinimumAge: 18 } as const;

export const rotRequestMessages = {
  noCases: 'Begäran måste innehålla minst en köpare',
  tooManyCases: `Högst ${rotRequestLimits.casesPerFile} köpare per fil`,
  severalYears: (years: readonly number[]) =>
    `Alla betalningar i en fil ska vara gjorda samma kalenderår (filen har ${years.join(', ')})`,
  buyerTooYoung: `Köparen måste ha fyllt ${rotRequestLimits.buyerMinimumAge} år på betalningsdagen`,
  buyerIsSeller: 'Köparen får inte vara den som har utfört arbetet',
  paymentDateFormat: 'Ange betalningsdatum som ÅÅÅÅ-MM-DD',
  paymentDateInFuture: 'Betalningsdatumet får inte ligga i framtiden',
  wholeKronor: 'Ange beloppet i hela kronor',
  negativeAmount: 'Beloppet får inte vara negativt',
  wholeHours: 'Ange antal timmar som ett heltal (inte negativt)',
  requestedOverPaid: 'Begärt belopp får inte vara större än betalt belopp',
  requestedAndPaidOverPrice:
    'Begärt och betalt belopp får tillsammans inte vara större än priset för arbetet',
  noWork: 'Ange timmar och materialkostnad för minst en typ av arbete',
  duplicateWork: 'Typen av arbete finns redan hos köparen',
  otherCostMissing: 'Ange övrig kostnad (0 om det inte finns någon)',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar year of a real YYYY-MM-DD date, or null when the text is not one. */
function yearOf(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real ? year : null;
}

const blank = (v: string | null): boolean => v === null || v.trim() === '';

/**
 * The date the buyer turns 18, as YYYY-MM-DD text (a samordningsnummer's day is the birth day + 60).
 * Compared as text, someone born on 29 February comes of age on 1 March in a common year.
 */
function comingOfAge(personnummer: string): string {
  const year = Number(personnummer.slice(0, 4)) + rotRequestLimits.buyerMinimumAge;
  const day = Number(personnummer.slice(6, 8));
  const birthDay = day > 60 ? day - 60 : day;
  return `${year}-${personnummer.slice(4, 6)}-${String(birthDay).padStart(2, '0')}`;
}

/** A sole trader's organisation number is the owner's personnummer without the century. */
function isSamePerson(personnummer: string, sellerOrgNumber: string | undefined): boolean {
  const seller = (sellerOrgNumber ?? '').replace(/\D/g, '');
  return seller.length >= 10 && seller.slice(-10) === personnummer.slice(-10);
}

type Report = (field: string, message: string) => void;

function checkBuyer(c: RotCase, ctx: RotRequestContext, report: Report): void {
  const field = 'buyerPersonalNumber';
  const invalid = validateRequired(c.buyerPersonalNumber) ?? validatePersonnummer(c.buyerPersonalNumber);
  const pnr = normalizePersonnummer(c.buyerPersonalNumber);
  if (invalid || !pnr) {
    report(field, invalid ?? messages.personnummerLength);
    return;
  }
  if (yearOf(c.paymentDate) !== null && c.paymentDate < comingOfAge(pnr)) {
    report(field, rotRequestMessages.buyerTooYoung);
  }
  if (isSamePerson(pnr, ctx.sellerOrgNumber)) report(field, rotRequestMessages.buyerIsSeller);
}

function checkPaymentDate(c: RotCase, ctx: RotRequestContext, report: Report): void {
  if (yearOf(c.paymentDate) === null) report('paymentDate', rotRequestMessages.paymentDateFormat);
  else if (c.paymentDate > ctx.today) report('paymentDate', rotRequestMessages.paymentDateInFuture);
}

/** True when `kr` is a whole, non-negative number of kronor; otherwise reports why not. */
function checkKronor(field: string, kr: number, report: Report): boolean {
  if (!Number.isInteger(kr)) report(field, rotRequestMessages.wholeKronor);
  else if (kr < 0) report(field, rotRequestMessages.negativeAmount);
  else return true;
  return false;
}

function checkAmounts(c: RotCase, report: Report): void {
  const price = checkKronor('priceForWorkKr', c.priceForWorkKr, report);
  const paid = checkKronor('paidAmountKr', c.paidAmountKr, report);
  const requested = checkKronor('requestedAmountKr', c.requestedAmountKr, report);
  if (c.otherCostKr === null) report('otherCostKr', rotRequestMessages.otherCostMissing);
  else checkKronor('otherCostKr', c.otherCostKr, report);
  if (!(price && paid && requested)) return;
  if (c.requestedAmountKr > c.paidAmountKr) {
    report('requestedAmountKr', rotRequestMessages.requestedOverPaid);
  }
  if (c.requestedAmountKr + c.paidAmountKr > c.priceForWorkKr) {
    report('requestedAmountKr', rotRequestMessages.requestedAndPaidOverPrice);
  }
}

/** Fastighetsbeteckning for a house, or LagenhetsNr with the association's BrfOrgNr for a flat. */
function checkHome(c: RotCase, report: Report): void {
  const hasProperty = !blank(c.propertyDesignation);
  const hasFlat = !blank(c.flatNumber);
  const hasAssociation = !blank(c.associationOrgNumber);
  if (!hasProperty && !hasFlat) report('propertyDesignation', clientMessages.propertyOrFlat);
  if (hasProperty && hasFlat) report('flatNumber', clientMessages.propertyAndFlat);
  if (hasFlat && !hasAssociation) report('associationOrgNumber', clientMessages.associationNeeded);
  if (!hasFlat && hasAssociation) report('associationOrgNumber', clientMessages.associationWithoutFlat);
  if (hasAssociation) {
    const invalid = validateOrganisationNumber(c.associationOrgNumber);
    if (invalid) report('associationOrgNumber', invalid);
  }
}

function checkWorks(c: RotCase, report: Report): void {
  if (c.works.length === 0) report('works', rotRequestMessages.noWork);
  const seen = new Set<string>();
  c.works.forEach((work, i) => {
    if (seen.has(work.type)) report(`works.${i}.type`, rotRequestMessages.duplicateWork);
    seen.add(work.type);
    if (!Number.isInteger(work.hours) || work.hours < 0) {
      report(`works.${i}.hours`, rotRequestMessages.wholeHours);
    }
    checkKronor(`works.${i}.materialCostKr`, work.materialCostKr, report);
  });
}

function caseProblems(c: RotCase, caseIndex: number, ctx: RotRequestContext): RotRequestProblem[] {
  const problems: RotRequestProblem[] = [];
  const report: Report = (field, message) => problems.push({ caseIndex, field, message });
  checkBuyer(c, ctx, report);
  checkPaymentDate(c, ctx, report);
  checkAmounts(c, report);
  checkHome(c, report);
  checkWorks(c, report);
  return problems;
}

function fileProblems(request: RotRequest): RotRequestProblem[] {
  const problems: RotRequestProblem[] = [];
  const report: Report = (field, message) => problems.push({ caseIndex: null, field, message });
  const nameProblem =
    validateRequired(request.name) ?? validateMaxLength(request.name, rotRequestLimits.nameLength);
  if (nameProblem) report('name', nameProblem);
  if (request.cases.length === 0) report('cases', rotRequestMessages.noCases);
  if (request.cases.length > rotRequestLimits.casesPerFile) report('cases', rotRequestMessages.tooManyCases);
  const years = new Set(request.cases.flatMap((c) => yearOf(c.paymentDate) ?? []));
  if (years.size > 1) report('cases', rotRequestMessages.severalYears([...years].sort((a, b) => a - b)));
  return problems;
}

/** Every rule broken by `request`; an empty list means Skatteverket's rules allow the file. */
export function rotRequestProblems(request: RotRequest, ctx: RotRequestContext): RotRequestProblem[] {
  return [...fileProblems(request), ...request.cases.flatMap((c, i) => caseProblems(c, i, ctx))];
}
