/**
 * The ROT state of an invoice (product-spec §4, api-spec §4, decision 0038):
 * NOT_APPLICABLE → NOT_PAID → PAID_BY_CLIENT → XML_SENT → PAID_BY_AUTHORITY.
 * NOT_PAID ↔ PAID_BY_CLIENT follow the client's payments by themselves; every other change is confirmed by
 * a person (`taxDeductionChangingState`), one step at a time, or made by the XML file and the decision.
 */
import { type TaxDeductionState, taxDeductionStateLabels, taxDeductionStates } from './work-types';

export interface TaxDeductionChangeContext {
  /** The invoice has ROT lines and tax payers. */
  hasRot: boolean;
  /** The client has paid everything the invoice asks of them (the payable sum, after the deduction). */
  clientPaidInFull: boolean;
}

const label = (s: TaxDeductionState) => taxDeductionStateLabels[s];

export const taxDeductionStateMessages = {
  unchanged: (s: TaxDeductionState) => `ROT-statusen är redan ”${label(s)}”`,
  noRot: 'Fakturan har inget ROT-avdrag',
  notApplicableByHand: 'En faktura med ROT-avdrag kan inte sättas till eller från ”Ej aktuell”',
  oneStep: (from: TaxDeductionState, allowed: readonly TaxDeductionState[]) =>
    `Från ”${label(from)}” kan ROT-statusen bara ändras till ${allowed.map((s) => `”${label(s)}”`).join(' eller ')}`,
  notPaid: 'Kunden har inte betalat hela fakturan: ROT-avdraget kan begäras först när kunden har betalat',
  paid: `Kunden har betalat hela fakturan: ta bort betalningen för att ändra till ”${label('NOT_PAID')}”`,
} as const;

const order = (s: TaxDeductionState) => taxDeductionStates.indexOf(s);

/** A new invoice with ROT waits for the client's payment; without ROT the state never applies. */
export function initialTaxDeductionState(hasRot: boolean): TaxDeductionState {
  return hasRot ? 'NOT_PAID' : 'NOT_APPLICABLE';
}

/**
 * The state after the client's payments changed (a payment registered, reverted or a credit). Only
 * NOT_PAID ↔ PAID_BY_CLIENT move: once the file is made, Skatteverket's case is not undone by a payment.
 * An invoice credited in full before the file has nothing left to claim: NOT_APPLICABLE for good (0044).
 */
export function stateAfterPayments(
  state: TaxDeductionState,
  clientPaidInFull: boolean,
  creditedInFull = false,
): TaxDeductionState {
  if (creditedInFull && (state === 'NOT_PAID' || state === 'PAID_BY_CLIENT')) return 'NOT_APPLICABLE';
  if (state === 'NOT_PAID' && clientPaidInFull) return 'PAID_BY_CLIENT';
  if (state === 'PAID_BY_CLIENT' && !clientPaidInFull) return 'NOT_PAID';
  return state;
}

/**
 * The manual changes a person may confirm from `state`: one step forward or back, never into or out of
 * NOT_APPLICABLE. `taxDeductionChangeProblem` adds the payment conditions.
 */
export function allowedTaxDeductionChanges(state: TaxDeductionState): TaxDeductionState[] {
  if (state === 'NOT_APPLICABLE') return [];
  const i = order(state);
  return [taxDeductionStates[i - 1], taxDeductionStates[i + 1]].filter(
    (s): s is TaxDeductionState => s !== undefined && s !== 'NOT_APPLICABLE',
  );
}

/**
 * Why a person may not change the state from `from` to `to`, or null when they may. Moving into
 * PAID_BY_CLIENT or beyond needs the client's full payment (Skatteverket pays only for paid work); moving
 * back to NOT_PAID is refused while the payments say the client has paid, since they would move it back.
 */
export function taxDeductionChangeProblem(
  from: TaxDeductionState,
  to: TaxDeductionState,
  ctx: TaxDeductionChangeContext,
): string | null {
  if (from === to) return taxDeductionStateMessages.unchanged(from);
  if (!ctx.hasRot) return taxDeductionStateMessages.noRot;
  if (from === 'NOT_APPLICABLE' || to === 'NOT_APPLICABLE')
    return taxDeductionStateMessages.notApplicableByHand;
  const allowed = allowedTaxDeductionChanges(from);
  if (!allowed.includes(to)) return taxDeductionStateMessages.oneStep(from, allowed);
  const forward = order(to) > order(from);
  if (forward && !ctx.clientPaidInFull) return taxDeductionStateMessages.notPaid;
  if (to === 'NOT_PAID' && ctx.clientPaidInFull) return taxDeductionStateMessages.paid;
  return null;
}
