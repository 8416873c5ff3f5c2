/**
 * The client form's values and their translation to and from the contract's `ClientData`. The form holds
 * what the user typed (percent as text, payment delay as a number input's value); the contract holds
 * basis points and whole days. Validation runs the shared `clientDataSchema`, the one the server uses.
 */
import {
  type Client,
  type ClientContact,
  type ClientData,
  type ClientTaxPayer,
  clientDataSchema,
} from '@shared/api/clients.api';
import { bpToPercentText, type FieldMapping, issuesToErrors, percentTextToBp } from '../../kit';

export type ContactValues = Omit<ClientContact, 'uid'> & { uid: string | null; key: string };
export type TaxPayerValues = Omit<ClientTaxPayer, 'uid'> & { uid: string | null; key: string };

export type ClientFormValues = Omit<
  ClientData,
  'discountBp' | 'markupBp' | 'paymentDelay' | 'contacts' | 'taxPayers'
> & {
  discount: string;
  markup: string;
  /** A number input gives '' while empty. */
  paymentDelay: number | string;
  contacts: ContactValues[];
  taxPayers: TaxPayerValues[];
};

export const paymentDelayRequired = 'Ange betalningsvillkoret i dagar';

let nextKey = 0;
/** Saved rows keep their uid as key, so two loads of the same client compare equal when merging. */
function rowKey(uid: string | null): string {
  nextKey += 1;
  return uid ?? `ny-${nextKey}`;
}

export function emptyContact(main: boolean): ContactValues {
  return { uid: null, key: rowKey(null), name: '', title: '', phone: '', mobile: '', email: '', main };
}

export function emptyTaxPayer(): TaxPayerValues {
  return {
    uid: null,
    key: rowKey(null),
    name: '',
    personalNumber: '',
    propertyDesignation: '',
    flatNumber: '',
    associationOrgNumber: '',
  };
}

/**
 * A loaded client's markup is null where net prices are hidden (decision 0023): the field stays empty
 * and out of sight, and the server keeps the stored markup when such an employee saves.
 */
export function toFormValues(data: ClientData | Client['data']): ClientFormValues {
  const { discountBp, markupBp, contacts, taxPayers, ...rest } = data;
  return {
    ...rest,
    discount: bpToPercentText(discountBp),
    markup: markupBp === null ? '' : bpToPercentText(markupBp),
    contacts: contacts.map((c) => ({ ...c, key: rowKey(c.uid) })),
    taxPayers: taxPayers.map((p) => ({ ...p, key: rowKey(p.uid) })),
  };
}

export interface ParsedClientForm {
  data: ClientData;
  /** Problems that stop the text from becoming data at all (a percent that is not a number). */
  parseErrors: Record<string, string>;
}

/** The contract's data from the form; unreadable numbers become 0 and are reported in `parseErrors`. */
export function toClientData(values: ClientFormValues): ParsedClientForm {
  const { discount, markup, paymentDelay, contacts, taxPayers, ...rest } = values;
  const parseErrors: Record<string, string> = {};
  const percent = (field: 'discount' | 'markup', text: string) => {
    const result = percentTextToBp(text);
    if (result.ok) return result.bp;
    parseErrors[field] = result.message;
    return 0;
  };
  const discountBp = percent('discount', discount);
  const markupBp = percent('markup', markup);
  let delay = 0;
  if (typeof paymentDelay === 'number') delay = paymentDelay;
  else if (paymentDelay.trim() === '') parseErrors.paymentDelay = paymentDelayRequired;
  else {
    delay = Number(paymentDelay.replace(',', '.'));
    if (!Number.isFinite(delay)) {
      parseErrors.paymentDelay = paymentDelayRequired;
      delay = 0;
    }
  }
  return {
    data: {
      ...rest,
      discountBp,
      markupBp,
      paymentDelay: delay,
      contacts: contacts.map(({ key: _key, ...c }) => c),
      taxPayers: taxPayers.map(({ key: _key, ...p }) => p),
    },
    parseErrors,
  };
}

/** How server paths (`data.discountBp`) become this form's paths (`discount`). */
export const clientFieldMapping: FieldMapping = {
  prefix: 'data.',
  renames: { discountBp: 'discount', markupBp: 'markup' },
  fields: [
    'code',
    'name',
    'payerName',
    'organizationCode',
    'vatRegistrationId',
    'gln',
    'eInvoiceEnabled',
    'sveFakturaEnabled',
    'useGlnInSveFaktura',
    'useVatRegistrationIdInSveFaktura',
    'fortnoxNumber',
    'address',
    'discount',
    'markup',
    'paymentDelay',
    'notes',
    'cash',
    'markupToPurchasePrice',
    'useReverseTaxLiability',
    'showTotalMaterialProfitInClientPrintingForm',
    'favorite',
    'hidden',
    'contacts',
    'taxPayers',
  ],
};

const renameDataPath = (path: string) =>
  path.replace(/^discountBp\b/, 'discount').replace(/^markupBp\b/, 'markup');

/** Every problem of the form, at its field: parse problems first, then the shared rules. */
export function validateClientForm(values: ClientFormValues): Record<string, string> {
  const { data, parseErrors } = toClientData(values);
  const result = clientDataSchema.safeParse(data);
  const ruleErrors = result.success ? {} : issuesToErrors(result.error.issues, renameDataPath);
  return { ...ruleErrors, ...parseErrors };
}

/** Swedish names of the form's fields, for messages that list fields (a merge after a conflict). */
export const clientFieldLabels: Record<string, string> = {
  code: 'Kundnummer',
  name: 'Namn',
  payerName: 'Betalare',
  organizationCode: 'Org.nr / personnummer',
  vatRegistrationId: 'Momsregistreringsnummer',
  gln: 'GLN',
  fortnoxNumber: 'Fortnox-nummer',
  'address.street': 'Adress',
  'address.postalCode': 'Postnummer',
  'address.city': 'Ort',
  discount: 'Rabatt',
  markup: 'Påslag',
  paymentDelay: 'Betalningsvillkor',
  notes: 'Anteckningar',
  contacts: 'Kontakter',
  taxPayers: 'ROT-köpare',
};
