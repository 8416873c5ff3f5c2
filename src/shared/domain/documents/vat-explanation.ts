/**
 * Why the document's VAT is what it is, in one Swedish sentence under the totals (issue #16, decision
 * 0036): the user should not have to remember the rules of reverse charge and ROT, the editor says which
 * one applies and why — and says so in red when the choice contradicts itself.
 */
import { formatRateBp } from './document-totals';
import { type BuyerKind, vatChoiceProblems } from './invoice-contents';

export interface VatExplanationInput {
  reverseTaxLiability: boolean;
  /** The buyer's VAT number on the document (required under reverse charge). */
  vatRegistrationId: string;
  /** The client's kind by its identity number; null when no client or unknown. */
  buyerKind: BuyerKind | null;
  hasClient: boolean;
  /** The VAT rates the counted lines carry, highest first (the totals' `vat`). */
  ratesBp: readonly number[];
  /** The document header's rate, said when no line is counted yet. */
  documentRateBp: number;
  rotWorkSumOre: number;
}

export interface VatExplanation {
  /** INFO: how the VAT was decided; ERROR: a contradiction completing refuses. */
  tone: 'INFO' | 'ERROR';
  text: string;
}

function ratesText(input: VatExplanationInput): string {
  const rates = input.ratesBp.length > 0 ? input.ratesBp : [input.documentRateBp];
  return `Moms ${rates.map(formatRateBp).join(' och ')}`;
}

export function vatExplanation(input: VatExplanationInput): VatExplanation {
  const [contradiction] = vatChoiceProblems(input);
  if (contradiction) return { tone: 'ERROR', text: contradiction.message };
  if (input.reverseTaxLiability) {
    const vat = input.vatRegistrationId.trim();
    if (vat === '')
      return {
        tone: 'ERROR',
        text: 'Omvänd betalningsskyldighet kräver köparens momsregistreringsnummer — ange det under Påslag och omvänd betalningsskyldighet.',
      };
    return {
      tone: 'INFO',
      text: `Omvänd betalningsskyldighet: kunden är registrerad för moms (${vat}) och köper byggtjänster — ingen moms debiteras.`,
    };
  }
  const rates = ratesText(input);
  if (!input.hasClient) return { tone: 'INFO', text: `${rates} debiteras: ingen kund är vald än.` };
  if (input.buyerKind === 'PRIVATE') {
    const rot = input.rotWorkSumOre !== 0 ? ' ROT-avdraget räknas på arbetet inklusive moms.' : '';
    return { tone: 'INFO', text: `${rates} debiteras: kunden är en privatperson.${rot}` };
  }
  if (input.buyerKind === 'BUSINESS')
    return {
      tone: 'INFO',
      text: `${rates} debiteras: kunden är ett företag utan omvänd betalningsskyldighet.`,
    };
  return {
    tone: 'INFO',
    text: `${rates} debiteras: kunden har inte omvänd betalningsskyldighet.`,
  };
}
