/**
 * Svefaktura 1.0 (SFTI BasicInvoice) from the e-invoice model (decision 0050), for the clients whose
 * register says so; the same `EInvoice` as PEPPOL, so the figures are the same editor totals. Element
 * order is the SFTI schema's sequence. Svefaktura has no prepaid amount, so ROT (paid by Skatteverket)
 * is a document-level allowance in an exempt VAT group; its payable sum is TaxInclusiveTotalAmount,
 * which therefore carries the öresavrundning (RoundOffAmount) and the ROT deduction (rules ).
 */
import { CURRENCY } from '../eInvoice.codes';
import { leaf, node, thousandths } from '../eInvoice.files';
import type { EInvoice, EInvoiceLine } from '../eInvoice.mapper';
import {
  buyerParty,
  delivery,
  money,
  paymentMeans,
  ROT_REASON,
  sellerParty,
  taxCategory,
} from './svefaktura.parts';

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
