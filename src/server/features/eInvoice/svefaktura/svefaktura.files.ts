/**
 * Svefaktura 1.0 (SFTI BasicInvoice) from the e-invoice model (decision 0050), for the clients whose
 * register says so; the same `EInvoice` as PEPPOL, so the figures are the same editor totals. Element
 * order is the SFTI schema's sequence. Svefaktura has no prepaid amount, so ROT (paid by Skatteverket)
 * is a document-level allowance in an exempt VAT group; its payable sum is TaxInclusiveTotalAmount,
 * which therefore carries the öresavrundning (RoundOffAmount) and the ROT deduction (rules ).
 * The SFTI business rules (rules_svefaktura_2016-09-01) shape the rest: numbers, postal codes and
 * telephone numbers without spaces or dashes, the seller's organisation
 * number under TaxScheme SWT, VAT categories S or E only, a reason on E.
 */
import { CURRENCY, F_SKATT_TEXT, REVERSE_CHARGE_REASON, type VatCategory } from '../eInvoice.codes';
import { amount, digitsOf, leaf, node, percent, thousandths } from '../eInvoice.files';
import type { EInvoice, EInvoiceLine } from '../eInvoice.mapper';

/** Svefaktura puts the currency on every amount, and it must be the invoice's. */
const money = (name: string, ore: number) => leaf(name, amount(ore), { amountCurrencyID: CURRENCY });

/** The SFTI agency code for GS1 (EAN/GLN) identifiers. */
const GS1_AGENCY = '9';
/** The BIC-like codes SFTI uses for the Swedish giro systems (R-101 asks for one beside the account). */
const BANKGIRO = 'BGABSESS';
const PLUSGIRO = 'PGSISESS';
/** The only payment means code the rules accept: a credit transfer to the account given. */
const CREDIT_TRANSFER = '1';
/** Why ROT is an exempt amount: Skatteverket, not the buyer, pays it, and it bears no VAT of its own. */
const ROT_REASON = 'Skattereduktion för ROT-arbete, betalas av Skatteverket';

/** Svefaktura knows S (taxed) and E (exempt); reverse charge and zero rate are both E with a reason. */
function sfCategory(category: VatCategory): 'S' | 'E' {
  return category === 'S' ? 'S' : 'E';
}

function exemptionReason(category: VatCategory): string {
  if (category === 'AE') return REVERSE_CHARGE_REASON;
  return category === 'Z' ? 'Momsfri omsättning' : '';
}

/** A TaxCategory; `reason` only where the schema allows it (a subtotal's, a line's). */
function taxCategory(category: VatCategory, rateBp: number, reason: string | null = null) {
  const sf = sfCategory(category);
  return node('cac:TaxCategory', [
    leaf('cac:ID', sf),
    leaf('cbc:Percent', sf === 'E' ? '0' : percent(rateBp)),
    reason !== null && leaf('cbc:ExemptionReason', reason || exemptionReason(category)),
    node('cac:TaxScheme', leaf('cac:ID', 'VAT')),
  ]);
}

/** Telephone numbers as digits with an optional leading "+". */
const phone = (text: string) => text.trim().replace(/(?!^\+)[^\d]/g, '');

function address(a: { street: string; city: string; postalCode: string }) {
  return node('cac:Address', [
    leaf('cbc:StreetName', a.street),
    leaf('cbc:CityName', a.city),
    leaf('cbc:PostalZone', a.postalCode.replace(/\s/g, '')),
    node('cac:Country', leaf('cac:IdentificationCode', 'SE')),
  ]);
}

function partyTaxScheme(companyId: string, scheme: 'SWT' | 'VAT', exemption = '') {
  return node('cac:PartyTaxScheme', [
    leaf('cac:CompanyID', companyId.replace(/[\s-]/g, '').toUpperCase()),
    leaf('cbc:ExemptionReason', exemption),
    node('cac:TaxScheme', leaf('cac:ID', scheme)),
  ]);
}

function contact(name: string, telephone: string, email: string) {
  return node('cac:Contact', [
    leaf('cbc:Name', name),
    leaf('cbc:Telephone', phone(telephone)),
    leaf('cbc:ElectronicMail', email),
  ]);
}

/**
 * The seller: organisation number under SWT with "Godkänd för F-skatt" as its exemption reason (the
 * Svefaktura place for the F-skatt statement), the VAT number under VAT. No RegistrationName:
 * the rules want it only when it differs from the party name, and ours never does.
 */
function sellerParty(e: EInvoice): string {
  const s = e.seller;
  return node(
    'cac:SellerParty',
    node('cac:Party', [
      node('cac:PartyName', leaf('cbc:Name', s.name)),
      address(s),
      partyTaxScheme(digitsOf(s.organizationId), 'SWT', s.fSkatt ? F_SKATT_TEXT : ''),
      partyTaxScheme(s.vatRegistrationId, 'VAT'),
      contact(s.contactName, s.phone, s.email),
    ]),
  );
}

/**
 * The buyer, identified as the register says: by GLN when "use GLN in Svefaktura" is set, else by its
 * organisation number. Its VAT number goes along when the register asks for it, and always under reverse
 * charge, where the law wants both parties' VAT numbers on the invoice.
 */
function buyerParty(e: EInvoice): string {
  const b = e.buyer;
  const orgNo = digitsOf(b.organizationCode);
  const gln = digitsOf(b.gln);
  const byGln = b.useGlnInSveFaktura && gln !== '';
  const withVat = (b.useVatInSveFaktura || e.reverseCharge) && b.vatRegistrationId.trim() !== '';
  return node(
    'cac:BuyerParty',
    node('cac:Party', [
      node(
        'cac:PartyIdentification',
        byGln ? leaf('cac:ID', gln, { identificationSchemeAgencyID: GS1_AGENCY }) : leaf('cac:ID', orgNo),
      ),
      node('cac:PartyName', leaf('cbc:Name', b.name)),
      address(b),
      orgNo.length === 10 && partyTaxScheme(orgNo, 'SWT'),
      withVat && partyTaxScheme(b.vatRegistrationId, 'VAT'),
      contact(b.contactName, b.contactPhone, b.contactEmail),
    ]),
  );
}

/** Where the goods or work went; a delivery date after the invoice date is refused, so left out. */
function delivery(e: EInvoice): string {
  const date = e.deliveryDate !== null && e.deliveryDate <= e.issueDate ? e.deliveryDate : null;
  return node('cac:Delivery', [
    date !== null && leaf('cbc:ActualDeliveryDateTime', `${date}T00:00:00`),
    e.delivery &&
      node('cac:DeliveryAddress', [
        leaf('cbc:StreetName', e.delivery.street),
        leaf('cbc:CityName', e.delivery.city),
        leaf('cbc:PostalZone', e.delivery.postalCode.replace(/\s/g, '')),
      ]),
  ]);
}

/** Bankgiro and plusgiro with the OCR as payment instruction; a credit pays nothing, so it has none. */
function paymentMeans(e: EInvoice): string[] {
  if (e.type === 'CREDIT_NOTE') return [];
  const accounts = [
    { id: digitsOf(e.seller.bankgiro), institution: BANKGIRO },
    { id: digitsOf(e.seller.plusgiro), institution: PLUSGIRO },
  ].filter((a) => a.id !== '');
  return accounts.map((a) =>
    node('cac:PaymentMeans', [
      leaf('cac:PaymentMeansTypeCode', CREDIT_TRANSFER),
      leaf('cbc:DuePaymentDate', e.dueDate),
      node('cac:PayeeFinancialAccount', [
        leaf('cac:ID', a.id),
        node(
          'cac:FinancialInstitutionBranch',
          node('cac:FinancialInstitution', leaf('cac:ID', a.institution)),
        ),
        leaf('cac:PaymentInstructionID', e.paymentId),
      ]),
    ]),
  );
}

const NAMESPACES = {
  xmlns: 'urn:sfti:documents:BasicInvoice:1:0',
  'xmlns:cac': 'urn:sfti:CommonAggregateComponents:1:0',
  'xmlns:cbc': 'urn:oasis:names:tc:ubl:CommonBasicComponents:1:0',
};
/** ReasonCode ZZZ (mutually defined) is the only one the rules accept on the document level. */
const MUTUALLY_DEFINED = 'ZZZ';

/** A document-level allowance: the material discount of one VAT group, or ROT. */
function allowance(amountOre: number, category: EInvoice['vat'][number]['category'], rateBp: number) {
  return node('AllowanceCharge', [
    leaf('cbc:ChargeIndicator', 'false'),
    leaf('cac:ReasonCode', MUTUALLY_DEFINED),
    money('cbc:Amount', amountOre),
    taxCategory(category, rateBp),
  ]);
}

/** The material discount per rate, then ROT as an exempt allowance (it bears no VAT of its own). */
function allowances(e: EInvoice): string[] {
  const discounts = e.vat
    .filter((v) => v.allowanceOre !== 0)
    .map((v) => allowance(v.allowanceOre, v.category, v.rateBp));
  return e.totals.prepaidOre === 0 ? discounts : [...discounts, allowance(e.totals.prepaidOre, 'Z', 0)];
}

/** One subtotal per rate; ROT is its own exempt group, negative, so the groups add up to the net. */
function taxTotal(e: EInvoice): string {
  const subtotal = (taxableOre: number, taxOre: number, category: string) =>
    node('cac:TaxSubTotal', [
      money('cbc:TaxableAmount', taxableOre),
      money('cbc:TaxAmount', taxOre),
      category,
    ]);
  return node('cac:TaxTotal', [
    money('cbc:TotalTaxAmount', e.totals.taxOre),
    ...e.vat.map((v) => subtotal(v.taxableOre, v.taxOre, taxCategory(v.category, v.rateBp, ''))),
    e.totals.prepaidOre !== 0 && subtotal(-e.totals.prepaidOre, 0, taxCategory('Z', 0, ROT_REASON)),
  ]);
}

/** TaxInclusiveTotalAmount is what the buyer pays: after ROT and with the rounding. */
function legalTotal(e: EInvoice): string {
  const t = e.totals;
  return node('cac:LegalTotal', [
    money('cbc:LineExtensionTotalAmount', t.lineExtensionOre),
    money('cbc:TaxExclusiveTotalAmount', t.taxExclusiveOre - t.prepaidOre),
    money('cbc:TaxInclusiveTotalAmount', t.payableOre),
    t.roundingOre !== 0 && money('cac:RoundOffAmount', t.roundingOre),
  ]);
}

/** Whole öre of a price times a quantity in thousandths, rounded half away from zero like the editor. */
function extended(priceOre: number, quantity: number): number {
  const exact = (priceOre * quantity) / 1000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/**
 * A discounted line states the list price and the discount as a line allowance, so price × quantity −
 * discount is the line amount and the base is price × quantity; otherwise the net price.
 */
function lineAllowance(l: EInvoiceLine): { base: number; discount: number } | null {
  if (l.grossPriceOre === null) return null;
  const base = extended(l.grossPriceOre, l.quantity);
  const discount = base - l.lineExtensionOre;
  // A negative discount would need a charge instead; the net price says the same thing.
  return discount > 0 ? { base, discount } : null;
}

function line(l: EInvoiceLine): string {
  const discount = lineAllowance(l);
  return node('cac:InvoiceLine', [
    leaf('cac:ID', l.id),
    leaf('cbc:InvoicedQuantity', thousandths(l.quantity), { quantityUnitCode: l.unitCode }),
    money('cbc:LineExtensionAmount', l.lineExtensionOre),
    leaf('cbc:Note', l.note),
    discount &&
      node('cac:AllowanceCharge', [
        leaf('cbc:ChargeIndicator', 'false'),
        money('cbc:Amount', discount.discount),
        money('cac:AllowanceChargeBaseAmount', discount.base),
      ]),
    node('cac:Item', [
      leaf('cbc:Description', l.name),
      node('cac:SellersItemIdentification', leaf('cac:ID', l.sellersItemId)),
      taxCategory(l.category, l.rateBp),
      node(
        'cac:BasePrice',
        money('cbc:PriceAmount', discount ? (l.grossPriceOre ?? l.priceOre) : l.priceOre),
      ),
    ]),
  ]);
}

/** The Svefaktura document as text, UTF-8. The PDF is not embedded: BasicInvoice has no place for it. */
export function buildSvefaktura(e: EInvoice): string {
  const credit = e.type === 'CREDIT_NOTE';
  const body = node(
    'Invoice',
    [
      leaf('ID', e.number),
      leaf('cbc:IssueDate', e.issueDate),
      leaf('InvoiceTypeCode', credit ? '381' : '380'),
      leaf('cbc:Note', e.note),
      leaf('InvoiceCurrencyCode', CURRENCY),
      leaf('LineItemCountNumeric', String(e.lines.length)),
      buyerParty(e),
      sellerParty(e),
      delivery(e),
      ...paymentMeans(e),
      node('cac:PaymentTerms', leaf('cbc:Note', e.paymentTermsNote)),
      ...allowances(e),
      taxTotal(e),
      legalTotal(e),
      ...e.lines.map(line),
      // The buyer's reference (beställarreferens) is how the buyer routes the invoice; required.
      node('RequisitionistDocumentReference', leaf('cac:ID', e.buyerReference)),
      e.precedingInvoice !== null &&
        node('InitialInvoiceDocumentReference', leaf('cac:ID', e.precedingInvoice)),
    ],
    NAMESPACES,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
