import type { ClientData } from '@shared/api/clients.api';
import { clientMessages } from '@shared/domain/client-rules';
import { messages } from '@shared/domain/validators';
import { describe, expect, it } from 'vitest';
import { formPathFromServerField, percentMessages } from '../../kit';
import {
  clientFieldMapping,
  emptyContact,
  paymentDelayRequired,
  toClientData,
  toFormValues,
  validateClientForm,
} from './client-form-values';

const data: ClientData = {
  code: '1001',
  name: 'Rörfirman Kund AB',
  payerName: '',
  organizationCode: '556677-8899',
  vatRegistrationId: '',
  gln: '',
  eInvoiceEnabled: false,
  sveFakturaEnabled: false,
  useGlnInSveFaktura: false,
  useVatRegistrationIdInSveFaktura: false,
  fortnoxNumber: '',
  address: { street: 'Storgatan 1', postalCode: '222 22', city: 'Lund' },
  discountBp: 1250,
  markupBp: 0,
  paymentDelay: 30,
  notes: '',
  cash: false,
  markupToPurchasePrice: false,
  useReverseTaxLiability: false,
  showTotalMaterialProfitInClientPrintingForm: false,
  favorite: false,
  hidden: false,
  contacts: [
    {
      uid: '8f9c1c52-3f5e-4c09-9a57-3d2b1e0f4a11',
      name: 'Anna',
      title: '',
      phone: '',
      mobile: '',
      email: '',
      main: true,
    },
  ],
  taxPayers: [],
};

describe('client form values', () => {
  it('shows basis points as percent and gives them back unchanged', () => {
    const values = toFormValues(data);
    expect(values.discount).toBe('12,5');
    expect(values.markup).toBe('0');
    expect(values.contacts[0]?.key).toBe(data.contacts[0]?.uid);
    expect(toClientData(values)).toEqual({ data, parseErrors: {} });
  });

  it('reads typed percent with the shared number rules', () => {
    const values = { ...toFormValues(data), discount: ' 7,25 ', markup: '-3' };
    expect(toClientData(values).data).toMatchObject({ discountBp: 725, markupBp: -300 });
  });

  it('reports unreadable numbers at their fields', () => {
    const values = { ...toFormValues(data), discount: 'mycket', markup: '10 %', paymentDelay: '' };
    expect(toClientData(values).parseErrors).toEqual({
      discount: percentMessages.notANumber,
      markup: percentMessages.percentSign,
      paymentDelay: paymentDelayRequired,
    });
  });

  it('strips the form’s row keys from contacts', () => {
    const values = { ...toFormValues(data), contacts: [...toFormValues(data).contacts, emptyContact(false)] };
    const contacts = toClientData(values).data.contacts;
    expect(contacts[1]).toEqual({
      uid: null,
      name: '',
      title: '',
      phone: '',
      mobile: '',
      email: '',
      main: false,
    });
    expect(Object.keys(contacts[0] ?? {})).not.toContain('key');
  });
});

describe('validateClientForm', () => {
  it('accepts valid data', () => {
    expect(validateClientForm(toFormValues(data))).toEqual({});
  });

  it('gives the shared rules’ messages at the form’s paths', () => {
    const values = toFormValues({
      ...data,
      name: ' ',
      discountBp: 10_100,
      contacts: [
        { ...data.contacts[0]!, main: false },
        { uid: null, name: 'Bo', title: '', phone: '', mobile: '', email: 'bo@', main: false },
      ],
    });
    expect(validateClientForm(values)).toMatchObject({
      name: messages.required,
      discount: clientMessages.discountTooBig,
      contacts: clientMessages.oneMainContact,
      'contacts.1.email': messages.email,
    });
  });

  it('lets a parse problem win over the rule that would follow from it', () => {
    const values = { ...toFormValues(data), markupToPurchasePrice: true, markup: 'x' };
    expect(validateClientForm(values).markup).toBe(percentMessages.notANumber);
  });
});

describe('clientFieldMapping', () => {
  it('maps the server’s paths onto the form', () => {
    expect(formPathFromServerField('data.contacts.1.email', clientFieldMapping)).toBe('contacts.1.email');
    expect(formPathFromServerField('data.discountBp', clientFieldMapping)).toBe('discount');
    expect(formPathFromServerField('data.markupToPurchasePrice', clientFieldMapping)).toBe(
      'markupToPurchasePrice',
    );
    expect(formPathFromServerField('newVersion', clientFieldMapping)).toBeNull();
  });
});
