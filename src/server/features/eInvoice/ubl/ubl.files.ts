/**
 * PEPPOL BIS Billing 3.0 (UBL 2.1 Invoice and CreditNote) from the e-invoice model (decision 0050).
 * Element order is the UBL schema's sequence; the Swedish rules (SE-R-001…013) shape the seller.
 */

import { F_SKATT_TEXT, REVERSE_CHARGE_REASON, CURRENCY as SEK, type VatCategory } from '../eInvoice.codes';
import { amount, digitsOf, leaf, node, percent, thousandths } from '../eInvoice.files';
import type { EInvoice, EInvoiceLine, EInvoiceVat } from '../eInvoice.mapper';

const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const CURRENCY = { currencyID: SEK };
const NAMESPACES = {
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
/** VATEX-EU-AE: reverse charge; the text is the one mervärdesskattelagen asks the invoice to carry. */
const REVERSE_CHARGE_CODE = 'VATEX-EU-AE';

const money = (name: string, ore: number) => leaf(name, amount(ore), CURRENCY);

function taxCategory(
  name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  category: VatCategory,
  rateBp: number,
) {
  return node(name, [
    leaf('cbc:ID', category),
    leaf('cbc:Percent', percent(rateBp)),
    category === 'AE' &&
      name === 'cac:TaxCategory' &&
      leaf('cbc:TaxExemptionReasonCode', REVERSE_CHARGE_CODE),
    category === 'AE' && name === 'cac:TaxCategory' && leaf('cbc:TaxExemptionReason', REVERSE_CHARGE_REASON),
    node('cac:TaxScheme', leaf('cbc:ID', 'VAT')),
  ]);
}

function address(a: { street: string; streetExt?: string; city: string; postalCode: string }) {
  return [
    leaf('cbc:StreetName', a.street),
    leaf('cbc:AdditionalStreetName', a.streetExt),
    leaf('cbc:CityName', a.city),
    leaf('cbc:PostalZone', a.postalCode),
    node('cac:Country', leaf('cbc:IdentificationCode', 'SE')),
  ];
}

function seller(e: EInvoice): string {
  const s = e.seller;
  const orgNo = digitsOf(s.organizationId);
  return node(
    'cac:AccountingSupplierParty',
    node('cac:Party', [
      leaf('cbc:EndpointID', orgNo, { schemeID: '0007' }),
      node('cac:PartyName', leaf('cbc:Name', s.name)),
      node('cac:PostalAddress', address(s)),
      node('cac:PartyTaxScheme', [
        leaf('cbc:CompanyID', s.vatRegistrationId.replace(/\s/g, '').toUpperCase()),
        node('cac:TaxScheme', leaf('cbc:ID', 'VAT')),
      ]),
      s.fSkatt &&
        node('cac:PartyTaxScheme', [
          leaf('cbc:CompanyID', F_SKATT_TEXT),
          node('cac:TaxScheme', leaf('cbc:ID', 'TAX')),
        ]),
      node('cac:PartyLegalEntity', [
        leaf('cbc:RegistrationName', s.name),
        leaf('cbc:CompanyID', orgNo, { schemeID: '0007' }),
        s.fSkatt && leaf('cbc:CompanyLegalForm', F_SKATT_TEXT),
      ]),
      node('cac:Contact', [
        leaf('cbc:Name', s.contactName),
        leaf('cbc:Telephone', s.phone),
        leaf('cbc:ElectronicMail', s.email),
      ]),
    ]),
  );
}

function buyer(e: EInvoice): string {
  const b = e.buyer;
  const orgNo = digitsOf(b.organizationCode);
  return node(
    'cac:AccountingCustomerParty',
    node('cac:Party', [
      leaf('cbc:EndpointID', b.endpoint.id, { schemeID: b.endpoint.scheme }),
      b.endpoint.scheme === '0088' &&
        node('cac:PartyIdentification', leaf('cbc:ID', b.endpoint.id, { schemeID: '0088' })),
      node('cac:PartyName', leaf('cbc:Name', b.name)),
      node('cac:PostalAddress', address(b)),
      b.vatRegistrationId.trim() !== '' &&
        node('cac:PartyTaxScheme', [
          leaf('cbc:CompanyID', b.vatRegistrationId.replace(/\s/g, '').toUpperCase()),
          node('cac:TaxScheme', leaf('cbc:ID', 'VAT')),
        ]),
      node('cac:PartyLegalEntity', [
        leaf('cbc:RegistrationName', b.name),
        orgNo.length === 10 && leaf('cbc:CompanyID', orgNo, { schemeID: '0007' }),
      ]),
      node('cac:Contact', [
        leaf('cbc:Name', b.contactName),
        leaf('cbc:Telephone', b.contactPhone),
        leaf('cbc:ElectronicMail', b.contactEmail),
      ]),
    ]),
  );
}

function paymentMeans(e: EInvoice): string[] {
  const accounts = [
    { id: digitsOf(e.seller.bankgiro), branch: 'SE:BANKGIRO' },
    { id: digitsOf(e.seller.plusgiro), branch: 'SE:PLUSGIRO' },
  ].filter((a) => a.id !== '');
  return accounts.map((a) =>
    node('cac:PaymentMeans', [
      leaf('cbc:PaymentMeansCode', '30'),
      leaf('cbc:PaymentID', e.paymentId),
      node('cac:PayeeFinancialAccount', [
        leaf('cbc:ID', a.id),
        node('cac:FinancialInstitutionBranch', leaf('cbc:ID', a.branch)),
      ]),
    ]),
  );
}

function allowances(vat: readonly EInvoiceVat[]): string[] {
  return vat
    .filter((v) => v.allowanceOre !== 0)
    .map((v) =>
      node('cac:AllowanceCharge', [
        leaf('cbc:ChargeIndicator', 'false'),
        leaf('cbc:AllowanceChargeReasonCode', '95'),
        leaf('cbc:AllowanceChargeReason', 'Materialrabatt'),
        money('cbc:Amount', v.allowanceOre),
        taxCategory('cac:TaxCategory', v.category, v.rateBp),
      ]),
    );
}

function taxTotal(e: EInvoice): string {
  return node('cac:TaxTotal', [
    money('cbc:TaxAmount', e.totals.taxOre),
    ...e.vat.map((v) =>
      node('cac:TaxSubtotal', [
        money('cbc:TaxableAmount', v.taxableOre),
        money('cbc:TaxAmount', v.taxOre),
        taxCategory('cac:TaxCategory', v.category, v.rateBp),
      ]),
    ),
  ]);
}

function monetaryTotal(e: EInvoice): string {
  const t = e.totals;
  return node('cac:LegalMonetaryTotal', [
    money('cbc:LineExtensionAmount', t.lineExtensionOre),
    money('cbc:TaxExclusiveAmount', t.taxExclusiveOre),
    money('cbc:TaxInclusiveAmount', t.taxInclusiveOre),
    t.allowanceOre !== 0 && money('cbc:AllowanceTotalAmount', t.allowanceOre),
    t.prepaidOre !== 0 && money('cbc:PrepaidAmount', t.prepaidOre),
    t.roundingOre !== 0 && money('cbc:PayableRoundingAmount', t.roundingOre),
    money('cbc:PayableAmount', t.payableOre),
  ]);
}

function line(e: EInvoice, l: EInvoiceLine): string {
  const credit = e.type === 'CREDIT_NOTE';
  return node(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
    leaf('cbc:ID', l.id),
    leaf('cbc:Note', l.note),
    leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', thousandths(l.quantity), {
      unitCode: l.unitCode,
    }),
    money('cbc:LineExtensionAmount', l.lineExtensionOre),
    node('cac:Item', [
      leaf('cbc:Name', l.name.slice(0, 200)),
      node('cac:SellersItemIdentification', leaf('cbc:ID', l.sellersItemId)),
      taxCategory('cac:ClassifiedTaxCategory', l.category, l.rateBp),
    ]),
    node('cac:Price', [
      money('cbc:PriceAmount', l.priceOre),
      l.grossPriceOre !== null &&
        node('cac:AllowanceCharge', [
          leaf('cbc:ChargeIndicator', 'false'),
          money('cbc:Amount', l.grossPriceOre - l.priceOre),
          money('cbc:BaseAmount', l.grossPriceOre),
        ]),
    ]),
  ]);
}

function attachment(e: EInvoice): string {
  if (e.attachment === null) return '';
  return node('cac:AdditionalDocumentReference', [
    leaf('cbc:ID', e.number),
    leaf('cbc:DocumentDescription', `Faktura ${e.number} (PDF)`),
    node(
      'cac:Attachment',
      leaf('cbc:EmbeddedDocumentBinaryObject', e.attachment.content.toString('base64'), {
        mimeCode: 'application/pdf',
        filename: e.attachment.fileName,
      }),
    ),
  ]);
}

/** The UBL document as text, UTF-8. */
export function buildUbl(e: EInvoice): string {
  const credit = e.type === 'CREDIT_NOTE';
  const root = credit ? 'CreditNote' : 'Invoice';
  const body = node(
    root,
    [
      leaf('cbc:CustomizationID', CUSTOMIZATION),
      leaf('cbc:ProfileID', PROFILE),
      leaf('cbc:ID', e.number),
      leaf('cbc:IssueDate', e.issueDate),
      !credit && leaf('cbc:DueDate', e.dueDate),
      leaf(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
      leaf('cbc:Note', e.note),
      leaf('cbc:DocumentCurrencyCode', SEK),
      leaf('cbc:BuyerReference', e.buyerReference),
      e.precedingInvoice !== null &&
        node(
          'cac:BillingReference',
          node('cac:InvoiceDocumentReference', leaf('cbc:ID', e.precedingInvoice)),
        ),
      attachment(e),
      seller(e),
      buyer(e),
      node('cac:Delivery', [
        leaf('cbc:ActualDeliveryDate', e.deliveryDate),
        e.delivery && node('cac:DeliveryLocation', node('cac:Address', address(e.delivery))),
      ]),
      ...paymentMeans(e),
      node('cac:PaymentTerms', leaf('cbc:Note', e.paymentTermsNote)),
      ...allowances(e.vat),
      taxTotal(e),
      monetaryTotal(e),
      ...e.lines.map((l) => line(e, l)),
    ],
    { xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`, ...NAMESPACES },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
