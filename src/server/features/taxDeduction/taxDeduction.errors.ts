import { type TaxDeductionState, taxDeductionStateLabels } from '@shared/domain/rot/work-types';
import { AppError, defineErrors } from '../../platform/http/errors';

/** How a refusal names an invoice: by its number, or as a draft when it has none yet. */
export const invoiceName = (number: number | null) => (number === null ? 'Ett utkast' : `Faktura ${number}`);

export const taxDeductionErrors = defineErrors({
  NOT_A_ROT_INVOICE: {
    status: 409,
    text: (number: number | null) => `${invoiceName(number)} har inget ROT-avdrag att begära`,
  },
  // A draft has no number to name it by, and no ROT state yet.
  INVOICE_NOT_COMPLETED: { status: 409, text: 'Ett utkast kan inte tas med i filen: slutför fakturan först' },
  NOT_PAID_BY_CLIENT: {
    status: 409,
    text: (number: number | null, state: TaxDeductionState) =>
      `${invoiceName(number)} har ROT-statusen ”${taxDeductionStateLabels[state]}”: filen kan bara skapas för fakturor som kunden har betalat`,
  },
  STATE_CHANGE_REFUSED: { status: 409, text: (message: string) => message },
  // Another call made a file or changed a state between our read and our write.
  STATE_CHANGED_MEANWHILE: {
    status: 409,
    text: 'ROT-statusen på någon av fakturorna ändrades samtidigt. Ladda om och försök igen.',
  },
  XML_INVALID: {
    status: 500,
    text: 'Filen till Skatteverket blev ogiltig mot schemat och skapades inte. Kontakta supporten.',
  },
});

/**
 * Skatteverket's rules refuse the file: every broken rule is said at once, the first as the error and the
 * rest as further messages, at the field the contract has (the name, or the selection of invoices).
 */
export function requestRefused(problems: readonly { field: string; message: string }[]): AppError {
  const messages = problems.map((p) => ({
    level: 'ERROR' as const,
    code: 'TAX_DEDUCTION_REQUEST_REFUSED',
    text: p.message,
    field: p.field,
  }));
  const [first, ...rest] = messages;
  return new AppError(first!.code, 400, first!.text, first!.field, rest);
}

/**
 * A file that fails the schema is our bug, never the user's: a 500 whose cause carries the schema's lines
 * for the log. The values they quote may be a personnummer, so those are left out of the log.
 */
export function invalidXml(lines: readonly string[]): AppError {
  const error = taxDeductionErrors.XML_INVALID();
  const logged = lines.map((line) => line.replace(/value '[^']*'/gi, "value '…'")).join(' | ');
  return Object.assign(error, { cause: new Error(`ROT-XML ogiltig mot schemat: ${logged}`) });
}
