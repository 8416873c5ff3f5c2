/**
 * The parties, VAT and payment of a Svefaktura 1.0 (SFTI BasicInvoice) document (decision 0050).
 * Element order is the SFTI schema's sequence; the SFTI business rules (rules_svefaktura_2016-09-01)
 * shape the rest: numbers, postal codes and telephone numbers without spaces or dashes (R-8, R-9, R-36,
 * ), the seller's organisation number under TaxScheme SWT, VAT categories S or E only
 * with an exemption reason on E.
 */
import { CURRENCY, F_SKATT_TEXT, REVERSE_CHARGE_REASON, type VatCategory } from '../eInvoice.codes';
import { amount, digitsOf, leaf, node, percent } from '../eInvoice.files';
import type { EInvoice } from '../eInvoice.mapper';

/** Svefaktura puts the currency on every amount, and it must be the invoice's. */
export const money = (name: string, ore: number) => leaf(name, amount(ore), { amountCurrencyID: CURRENCY });

/** The SFTI agency code for GS1 (EAN/GLN) identifiers. */
const GS1_AGENCY = '9';
/** The BIC-like codes SFTI uses for the Swedish giro systems (R-101 asks for one beside the account). */
const BANKGIRO = 'BGABSESS';
const PLUSGIRO = 'PGSISESS';
/** The only payment means code the rules accept: a credit transfer to the account given. */
const CREDIT_TRANSFER = '1';
/** Why ROT is an exempt amount: Skatteverket, not the buyer, pays it, and it bears no VAT of its own. */
export const ROT_REASON = 'Skattereduktion för ROT-arbete, betalas av Skatteverket';

/** Svefaktura knows S (taxed) and E (exempt); reverse charge and zero rate are both E with a reason. */
export function sfCategory(category: VatCategory): 'S' | 'E' {
  return category === 'S' ? 'S' : 'E';
}

function exemptionReason(category: VatCategory): string {
  if (category === 'AE') return REVERSE_CHARGE_REASON;
  return category === 'Z' ? 'Momsfri omsättning' : '';
}

/** A TaxCategory; `reason` only where the schema allows it (a subtotal's, a line's). */
export function taxCategory(category: VatCategory, rateBp: number, reason: string | null = null) {
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
export function sellerParty(e: EInvoice): string {
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
export function buyerParty(e: EInvoice): string {
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
export function delivery(e: EInvoice): string {
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
export function paymentMeans(e: EInvoice): string[] {
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
