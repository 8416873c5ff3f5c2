import { randomUUID } from 'node:crypto';
import { type DocumentData, type DocumentHeader, documentDataSchema } from '@shared/api/documents';
import { addDays } from '@shared/domain/documents/document-rules';
import { emptyLine } from '@shared/domain/documents/line-input';
import { formatKr } from '@shared/domain/format';

/*
 * The remainder invoice of a reduced or denied ROT claim (decision 0039): Skatteverket did not pay part
 * of what the buyer was promised off the price, so the buyer owes it. It is made as a DRAFT: a Swedish
 * contractor reads the decision, may talk to the client or ask Skatteverket to reconsider, and then
 * completes and sends the invoice — completing takes a number of the series, which cannot be given back.
 */

/** What the remainder invoice keeps of the original: who it is to and what job it is about. */
const keptHeaderFields = [
  'mark',
  'object',
  'clientUid',
  'clientAddress',
  'clientContact',
  'customerAddress',
  'customerContact',
  'vatRegistrationId',
  'vatRateBp',
] as const satisfies readonly (keyof DocumentHeader)[];

export interface RemainderInput {
  original: { number: number | null; header: DocumentHeader };
  requestedOre: number;
  approvedOre: number;
  decidedOn: string;
  today: string;
  employeeUid: string;
  /** The original's payment terms, else the firm's. */
  paymentDelay: number;
}

export const remainderLineText = (number: number | null) =>
  `Ej beviljat ROT-avdrag, faktura ${number ?? ''}`.trim();

/**
 * One line of the difference with VAT 0 %: the amount is the unpaid part of the original price, whose
 * VAT was charged and reported on the original invoice (the deduction never lowered the VAT), so charging
 * VAT again would tax the same work twice. The comment row tells the buyer why the invoice comes.
 */
export function remainderInvoiceData(input: RemainderInput): DocumentData {
  const { original, requestedOre, approvedOre } = input;
  const kept = Object.fromEntries(keptHeaderFields.map((f) => [f, original.header[f]]));
  const line = {
    ...emptyLine(randomUUID(), 'OWN_ARTICLE'),
    ownArticleType: 'OTHER' as const,
    description: remainderLineText(original.number),
    unit: 'st',
    quantity: 1000,
    priceOre: requestedOre - approvedOre,
    vatRateBp: 0,
    applyDiscount: false,
  };
  const comment = {
    ...emptyLine(randomUUID(), 'COMMENT'),
    description:
      `Skatteverket har beviljat ${formatKr(approvedOre)} av begärt ROT-avdrag ${formatKr(requestedOre)} ` +
      `(beslut ${input.decidedOn}). Mellanskillnaden är en del av priset enligt faktura ${original.number ?? ''}, ` +
      'där momsen redan är debiterad.',
  };
  return documentDataSchema.parse({
    ...kept,
    title: remainderLineText(original.number),
    docDate: input.today,
    employeeUid: input.employeeUid,
    paymentDelay: input.paymentDelay,
    dueDate: addDays(input.today, input.paymentDelay),
    taxDeduction: null,
    items: [line, comment],
  });
}
