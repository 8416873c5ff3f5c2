import { invoiceOcr } from '@shared/domain/payments/payment-qr';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hasValidators,
  loadSvefakturaRules,
  svefakturaRuleFailures,
  svefakturaSchemaErrors,
  validatorsSkipNote,
} from '../../../testing/e-invoice-validators';
import { eInvoiceCases, line, source } from '../eInvoice.fixtures';
import { toEInvoice } from '../eInvoice.mapper';
import { buildSvefaktura } from './svefaktura.files';

const byLabel = (label: string) => toEInvoice(eInvoiceCases.find((c) => c.label.startsWith(label))!.source);

describe(`Svefaktura 1.0 against the SFTI schema and business rules${validatorsSkipNote}`, () => {
  beforeAll(() => {
    if (hasValidators) loadSvefakturaRules();
  }, 120_000);

  it.runIf(hasValidators).each(eInvoiceCases)(
    '$label: 0 schema errors, 0 failed rules',
    async ({ source }) => {
      const xml = buildSvefaktura(toEInvoice(source));
      expect(await svefakturaSchemaErrors(xml)).toEqual([]);
      expect(svefakturaRuleFailures(xml)).toEqual([]);
    },
  );

  it.runIf(hasValidators)(
    'the rule check can fail: a line amount that is not price × quantity is R-20',
    () => {
      const e = toEInvoice(source({ items: [line()] }));
      const wrong = { ...e, lines: e.lines.map((l) => ({ ...l, priceOre: l.priceOre + 1_000 })) };
      expect(svefakturaRuleFailures(buildSvefaktura(wrong)).join('\n')).toContain('[R-20]');
    },
  );
});

describe('Svefaktura says what the PEPPOL file says, the SFTI way', () => {
  it('ROT is an exempt document allowance: the buyer pays the net of it, the VAT untouched', () => {
    const xml = buildSvefaktura(byLabel('ROT with two buyers'));
    // 22 000 kr + VAT 5 500 kr − ROT 4 875 kr = 22 625 kr to pay.
    expect(xml).toContain(
      '<AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cac:ReasonCode>ZZZ</cac:ReasonCode><cbc:Amount amountCurrencyID="SEK">4875.00</cbc:Amount><cac:TaxCategory><cac:ID>E</cac:ID>',
    );
    expect(xml).toContain('<cbc:TotalTaxAmount amountCurrencyID="SEK">5500.00</cbc:TotalTaxAmount>');
    expect(xml).toContain(
      '<cbc:TaxInclusiveTotalAmount amountCurrencyID="SEK">22625.00</cbc:TaxInclusiveTotalAmount>',
    );
  });

  it('öresavrundning is the RoundOffAmount', () => {
    const xml = buildSvefaktura(byLabel('öresavrundning'));
    expect(xml).toContain('<cac:RoundOffAmount amountCurrencyID="SEK">-0.33</cac:RoundOffAmount>');
    expect(xml).toContain(
      '<cbc:TaxInclusiveTotalAmount amountCurrencyID="SEK">83.00</cbc:TaxInclusiveTotalAmount>',
    );
  });

  it('a credit invoice is type 381, positive, and names the credited invoice', () => {
    const xml = buildSvefaktura(byLabel('credit note with'));
    expect(xml).toContain('<InvoiceTypeCode>381</InvoiceTypeCode>');
    expect(xml).toContain('<InitialInvoiceDocumentReference><cac:ID>1000</cac:ID>');
    expect(xml).not.toContain('<cac:PaymentMeans>');
  });

  it('reverse charge is one exempt group with the reason and the buyer VAT number', () => {
    const xml = buildSvefaktura(byLabel('reverse charge'));
    expect(xml).toContain(
      '<cac:TaxCategory><cac:ID>E</cac:ID><cbc:Percent>0</cbc:Percent><cbc:ExemptionReason>Omvänd betalningsskyldighet</cbc:ExemptionReason>',
    );
    expect(xml).toMatch(/<cac:CompanyID>SE\d{10}01<\/cac:CompanyID><cac:TaxScheme><cac:ID>VAT/);
    expect(
      xml.match(/<cac:TaxScheme><cac:ID>VAT<\/cac:ID><\/cac:TaxScheme><\/cac:PartyTaxScheme>/g),
    ).toHaveLength(2);
  });

  it('the seller is F-skatt under SWT, paid to bankgiro with the OCR; the buyer by GLN or org number', () => {
    const gln = buildSvefaktura(byLabel('GLN buyer'));
    expect(gln).toContain(
      '<cac:CompanyID>5560160680</cac:CompanyID><cbc:ExemptionReason>Godkänd för F-skatt</cbc:ExemptionReason><cac:TaxScheme><cac:ID>SWT</cac:ID>',
    );
    expect(gln).toMatch(/<cac:PartyIdentification><cac:ID identificationSchemeAgencyID="9">735999000303\d</);
    expect(gln).toContain(`<cac:PaymentInstructionID>${invoiceOcr(1001)}</cac:PaymentInstructionID>`);
    expect(gln).toContain(
      '<cac:ID>50501055</cac:ID><cac:FinancialInstitutionBranch><cac:FinancialInstitution><cac:ID>BGABSESS',
    );
    const org = buildSvefaktura(byLabel('organisation-number'));
    expect(org).toMatch(/<cac:PartyIdentification><cac:ID>\d{10}<\/cac:ID>/);
    // The register did not ask for this buyer's VAT number, and no reverse charge needs it.
    expect(org.match(/<cac:ID>VAT<\/cac:ID><\/cac:TaxScheme><\/cac:PartyTaxScheme>/g)).toHaveLength(1);
  });

  it('the buyer reference is the RequisitionistDocumentReference, escaped', () => {
    const xml = buildSvefaktura(toEInvoice(source({ items: [line()], header: { mark: 'A & B <C>' } })));
    expect(xml).toContain('<RequisitionistDocumentReference><cac:ID>A &amp; B &lt;C&gt;</cac:ID>');
  });
});
