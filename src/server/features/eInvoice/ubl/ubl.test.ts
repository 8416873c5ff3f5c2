import { invoiceOcr } from '@shared/domain/payments/payment-qr';
import { describe, expect, it } from 'vitest';
import {
  hasValidators,
  peppolRuleFailures,
  ublSchemaErrors,
  validatorsSkipNote,
} from '../../../testing/e-invoice-validators';
import { eInvoiceCases, line, source } from '../eInvoice.fixtures';
import { toEInvoice } from '../eInvoice.mapper';
import { buildUbl } from './ubl.files';

describe(`PEPPOL BIS 3.0 against the official schema and rule sets${validatorsSkipNote}`, () => {
  it.runIf(hasValidators).each(eInvoiceCases)(
    '$label: 0 schema errors, 0 fatal rules',
    async ({ source }) => {
      const xml = buildUbl(toEInvoice(source));
      expect(await ublSchemaErrors(xml)).toEqual([]);
      expect(peppolRuleFailures(xml)).toEqual([]);
    },
  );
});

describe('the figures are the editor totals', () => {
  const byLabel = (label: string) => toEInvoice(eInvoiceCases.find((c) => c.label.startsWith(label))!.source);

  it('ROT is paid by Skatteverket: the prepaid amount, the VAT untouched', () => {
    const e = byLabel('ROT with two buyers');
    // 20 h × 650 + 2 h × 500 + 8 000 = 22 000 kr; VAT 5 500 kr; ROT 4 875 kr.
    expect(e.totals).toMatchObject({
      taxExclusiveOre: 2_200_000,
      taxOre: 550_000,
      taxInclusiveOre: 2_750_000,
      prepaidOre: 487_500,
      payableOre: 2_262_500,
    });
    expect(buildUbl(e)).toContain('<cbc:PrepaidAmount currencyID="SEK">4875.00</cbc:PrepaidAmount>');
  });

  it('öresavrundning is the payable rounding amount', () => {
    const e = byLabel('öresavrundning');
    // 3 × 11,11 + 1,5 × 22,22 = 66,66; VAT 16,67 → 83,33 → 83 kr: −0,33.
    expect(e.totals.roundingOre).toBe(-33);
    expect(e.totals.payableOre).toBe(8_300);
    expect(buildUbl(e)).toContain(
      '<cbc:PayableRoundingAmount currencyID="SEK">-0.33</cbc:PayableRoundingAmount>',
    );
  });

  it('a credit note states its figures positive and names the credited invoice', () => {
    const e = byLabel('credit note with');
    expect(e.type).toBe('CREDIT_NOTE');
    expect(e.totals.payableOre).toBeGreaterThan(0);
    const xml = buildUbl(e);
    expect(xml).toContain('<CreditNote');
    expect(xml).toContain('<cac:InvoiceDocumentReference><cbc:ID>1000</cbc:ID>');
  });

  it('reverse charge is one AE group without VAT, with the exemption text and both VAT numbers', () => {
    const e = byLabel('reverse charge');
    expect(e.vat).toEqual([expect.objectContaining({ category: 'AE', rateBp: 0, taxOre: 0 })]);
    const xml = buildUbl(e);
    expect(xml).toContain('<cbc:TaxExemptionReason>Omvänd betalningsskyldighet</cbc:TaxExemptionReason>');
    expect(xml).toContain('<cbc:CompanyID>SE556016068001</cbc:CompanyID>');
  });

  it('the seller says F-skatt, pays to bankgiro with the OCR, the buyer by GLN or organisation number', () => {
    const gln = buildUbl(byLabel('GLN buyer'));
    expect(gln).toContain('<cbc:CompanyID>Godkänd för F-skatt</cbc:CompanyID>');
    expect(gln).toMatch(/<cbc:EndpointID schemeID="0088">735999000303\d<\/cbc:EndpointID>/);
    expect(gln).toContain(`<cbc:PaymentID>${invoiceOcr(1001)}</cbc:PaymentID>`);
    expect(gln).toContain('<cbc:ID>SE:BANKGIRO</cbc:ID>');
    expect(buildUbl(byLabel('organisation-number'))).toMatch(/<cbc:EndpointID schemeID="0007">\d{10}</);
    expect(gln).toContain('mimeCode="application/pdf" filename="Faktura 1001.pdf"');
  });

  it('escapes what a user types', () => {
    const xml = buildUbl(toEInvoice(source({ items: [], header: { mark: 'A & B <C>' } })));
    expect(xml).toContain('<cbc:BuyerReference>A &amp; B &lt;C&gt;</cbc:BuyerReference>');
  });
});

describe(`the rule check can fail${validatorsSkipNote}`, () => {
  it.runIf(hasValidators)('a seller organisation number with a wrong check digit is SE-R-013', () => {
    const bad = source({ items: [line()] });
    const xml = buildUbl(toEInvoice({ ...bad, seller: { ...bad.seller, organizationId: '5560160681' } }));
    expect(peppolRuleFailures(xml).join('\n')).toContain('SE-R-013');
  });
});
