/**
 * A completed invoice or credit invoice as the e-invoice carries it (decision 0050): every figure comes
 * from the editor's own line and totals functions (`computeLine`, `computeDocumentTotals`), never
 * recomputed. A credit's figures carry the minus sign of decision 0021; a credit note states them
 * positive, so they are multiplied by the document's sign once, here.
 */
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { REVERSE_CHARGE_TEXT } from '@shared/domain/documents/document-lines';
import { computeDocumentTotals, computeLine } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import { invoiceOcr } from '@shared/domain/payments/payment-qr';
import { categoryOf, unitCodeOf, type VatCategory } from './eInvoice.codes';
import { digitsOf } from './eInvoice.files';

/** The firm as seller, from the company settings. */
export interface SellerFacts {
  name: string;
  organizationId: string;
  vatRegistrationId: string;
  fSkatt: boolean;
  street: string;
  postalCode: string;
  city: string;
  bankgiro: string;
  plusgiro: string;
  phone: string;
  email: string;
}

/** The client as buyer, from the register (identity) and the invoice (address, contact). */
export interface BuyerFacts {
  name: string;
  code: string | null;
  organizationCode: string;
  gln: string;
  vatRegistrationId: string;
  /** The register's Svefaktura choices (api-spec §3.10): address the buyer by GLN, state its VAT number. */
  useGlnInSveFaktura: boolean;
  useVatInSveFaktura: boolean;
}

export interface EInvoiceSource {
  kind: Pick<DocumentKind, 'credits' | 'completion' | 'eInvoice'>;
  /** Null on a draft: the number comes with completion, so the preview shows none. */
  number: number | null;
  header: DocumentHeader;
  items: readonly DocumentItemData[];
  seller: SellerFacts;
  buyer: BuyerFacts;
  creditedNumber: number | null;
  /** Who at the firm wrote the invoice ("Vår referens"). */
  ourReference: string;
  attachment: { fileName: string; content: Buffer } | null;
}

export interface EInvoiceLine {
  id: string;
  name: string;
  note: string;
  sellersItemId: string;
  /** Thousandths of the unit. */
  quantity: number;
  unitCode: string;
  /** Unit price after the line's discount, öre. */
  priceOre: number;
  /** The price before the line's discount, when a discount was given. */
  grossPriceOre: number | null;
  lineExtensionOre: number;
  category: VatCategory;
  rateBp: number;
}

export interface EInvoiceVat {
  category: VatCategory;
  rateBp: number;
  taxableOre: number;
  taxOre: number;
  /** Material discount on the lines of this rate (document level), öre. */
  allowanceOre: number;
}

export interface EInvoice {
  type: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  issueDate: string;
  dueDate: string | null;
  deliveryDate: string | null;
  buyerReference: string;
  note: string;
  precedingInvoice: string | null;
  seller: SellerFacts & { contactName: string };
  buyer: BuyerFacts & {
    endpoint: { scheme: '0007' | '0088'; id: string };
    street: string;
    streetExt: string;
    postalCode: string;
    city: string;
    contactName: string;
    contactPhone: string;
    contactEmail: string;
  };
  delivery: { street: string; postalCode: string; city: string } | null;
  paymentId: string;
  paymentTermsNote: string;
  reverseCharge: boolean;
  lines: EInvoiceLine[];
  vat: EInvoiceVat[];
  totals: {
    lineExtensionOre: number;
    allowanceOre: number;
    taxExclusiveOre: number;
    taxOre: number;
    taxInclusiveOre: number;
    /** The ROT deduction: paid by Skatteverket, not the buyer (decision 0050). */
    prepaidOre: number;
    roundingOre: number;
    payableOre: number;
  };
  attachment: EInvoiceSource['attachment'];
}

/** GLN when the register has one (the buyer's PEPPOL address), else the organisation number. */
export function buyerEndpoint(buyer: BuyerFacts): EInvoice['buyer']['endpoint'] {
  const gln = digitsOf(buyer.gln);
  return gln !== '' ? { scheme: '0088', id: gln } : { scheme: '0007', id: digitsOf(buyer.organizationCode) };
}

/** The buyer's reference (BT-10): the invoice's marking, else the contact, else the client number. */
function buyerReferenceOf(source: EInvoiceSource): string {
  const { header } = source;
  return [header.mark, header.clientContact.name, source.buyer.code ?? '', source.buyer.name]
    .map((t) => t.trim())
    .find((t) => t !== '')!;
}

function linesOf(source: EInvoiceSource, sign: number, reverseCharge: boolean): EInvoiceLine[] {
  const pricing = pricingOf(source.header, source.kind);
  const lines: EInvoiceLine[] = [];
  source.items.forEach((item, index) => {
    const amounts = computeLine(toLineInput(item), pricing);
    if (amounts.group === null) return;
    const rateBp = item.vatRateBp ?? source.header.vatRateBp;
    const discounted =
      !amounts.pricedByMarkup && item.priceOre !== null && item.priceOre > amounts.unitNetOre;
    lines.push({
      id: String(index + 1),
      name: item.description.trim() || item.code.trim() || `Rad ${index + 1}`,
      note: item.comment,
      sellersItemId: item.code,
      quantity: item.quantity,
      unitCode: unitCodeOf(item.unit),
      priceOre: amounts.unitNetOre,
      grossPriceOre: discounted ? item.priceOre : null,
      lineExtensionOre: sign * amounts.sumOre,
      category: categoryOf(rateBp, reverseCharge),
      rateBp: reverseCharge ? 0 : rateBp,
    });
  });
  return lines;
}

/** Per rate: the base and VAT of the totals, and the material discount taken at that rate. */
function vatOf(lines: readonly EInvoiceLine[], source: EInvoiceSource, sign: number, reverseCharge: boolean) {
  const totals = computeDocumentTotals(source.items.map(toLineInput), pricingOf(source.header, source.kind));
  const perRate = totals.vat.map((v) => {
    const rateBp = reverseCharge ? 0 : v.rateBp;
    const lineSum = lines
      .filter((l) => (l.category === 'AE' ? true : l.rateBp === v.rateBp))
      .reduce((s, l) => s + l.lineExtensionOre, 0);
    const taxableOre = sign * v.baseOre;
    return {
      category: categoryOf(v.rateBp, reverseCharge),
      rateBp,
      taxableOre,
      taxOre: sign * v.vatOre,
      allowanceOre: reverseCharge ? 0 : lineSum - taxableOre,
    };
  });
  // Under reverse charge every rate is one AE group with no VAT; its discount is the whole document's.
  const vat: EInvoiceVat[] = reverseCharge
    ? [
        {
          category: 'AE',
          rateBp: 0,
          taxableOre: perRate.reduce((s, v) => s + v.taxableOre, 0),
          taxOre: 0,
          allowanceOre: sign * totals.docMaterialsDiscountOre,
        },
      ]
    : perRate;
  return { totals, vat };
}

/** The e-invoice of a completed invoice or credit invoice; `eInvoiceProblems` has said it can be made. */
export function toEInvoice(source: EInvoiceSource): EInvoice {
  const { header, seller, buyer } = source;
  const sign = source.kind.credits ? -1 : 1;
  const reverseCharge = header.reverseTaxLiability;
  const lines = linesOf(source, sign, reverseCharge);
  const { totals, vat } = vatOf(lines, source, sign, reverseCharge);
  const lineExtensionOre = lines.reduce((s, l) => s + l.lineExtensionOre, 0);
  const allowanceOre = vat.reduce((s, v) => s + v.allowanceOre, 0);
  const address = header.customerAddress;
  const credit = source.kind.eInvoice === 'CREDIT_NOTE';
  return {
    type: credit ? 'CREDIT_NOTE' : 'INVOICE',
    number: source.number === null ? '' : String(source.number),
    issueDate: header.docDate,
    dueDate: header.dueDate,
    deliveryDate: header.deliveryDate,
    buyerReference: buyerReferenceOf(source),
    note: [header.title, header.object, reverseCharge ? REVERSE_CHARGE_TEXT : '']
      .map((t) => t.trim())
      .filter((t) => t !== '')
      .join('. '),
    precedingInvoice: source.creditedNumber === null ? null : String(source.creditedNumber),
    seller: { ...seller, contactName: source.ourReference },
    buyer: {
      ...buyer,
      vatRegistrationId: header.vatRegistrationId.trim() || buyer.vatRegistrationId,
      endpoint: buyerEndpoint(buyer),
      street: header.clientAddress.streetAddress,
      streetExt: header.clientAddress.streetAddressExt,
      postalCode: header.clientAddress.zipCode,
      city: header.clientAddress.city,
      contactName: header.clientContact.name,
      contactPhone: header.clientContact.phone || header.clientContact.mobile,
      contactEmail: header.clientContact.email,
    },
    delivery:
      address.streetAddress.trim() || address.city.trim()
        ? { street: address.streetAddress, postalCode: address.zipCode, city: address.city }
        : null,
    // A credit pays nothing, so it has no OCR; the number still tells the buyer what it is.
    paymentId: source.number === null ? '' : credit ? String(source.number) : invoiceOcr(source.number),
    paymentTermsNote: header.paymentDelay === null ? '' : `${header.paymentDelay} dagar netto`,
    reverseCharge,
    lines,
    vat,
    totals: {
      lineExtensionOre,
      allowanceOre,
      taxExclusiveOre: sign * totals.netSumOre,
      taxOre: sign * totals.vatSumOre,
      taxInclusiveOre: sign * totals.totalSumOre,
      prepaidOre: sign * totals.taxDeductionOre,
      roundingOre: sign * totals.roundingOre,
      payableOre: sign * totals.totalPayableSumOre,
    },
    attachment: source.attachment,
  };
}
