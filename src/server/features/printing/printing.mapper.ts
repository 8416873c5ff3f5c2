import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals, LineAmounts } from '@shared/domain/documents/document-lines';
import { computeLine } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import { formatNumber } from '@shared/domain/format';
import { type DocumentKindModule, type PrintTable, totalsOf } from '../documents';
import type { PrintCompany, PrintRow } from './printing.repository';
import { type PaymentExtension, paymentExtensionOf } from './totals/totals.rules';

/** A printed line: the stored line and its figures from the editor's own line function. */
export interface PrintLine {
  item: DocumentItemData;
  amounts: LineAmounts;
  rateBp: number;
  /** A provider's record: the catalogue's list (gross) price, kept when the lines are netted. */
  listPriceOre: number | null;
}

/** Who a printout is from or to: a name and the lines under it. */
export interface Party {
  name: string;
  lines: string[];
}

/** The seller's identity as the page footer prints it: columns of short lines. */
export interface Seller extends Party {
  /** The firm's logo heads the page instead of its name. */
  logo: boolean;
  details: string[][];
}

/** One document as every part reads it; amounts already carry a credit's sign (decision 0021). */
export interface PrintDocument {
  uid: string;
  kind: DocumentKind;
  hook: NonNullable<DocumentKindModule['print']>;
  number: number | null;
  header: DocumentHeader;
  lines: PrintLine[];
  totals: DocumentTotals;
  seller: Seller;
  buyer: Party & { label: string; number: string | null };
  /** Where the work is done or the goods go, when it is not the buyer's address. */
  site: Party | null;
  ourReference: string;
  assignees: string[];
  creditedNumber: number | null;
  /** The firm's giro accounts the payment block names. */
  giro: { label: string; value: string }[];
  interestOnArrearsBp: number;
  /** The client's printout also shows the material profit (the client's "Visa TB material"). */
  materialProfitShown: boolean;
  /** The OCR and payment QR of a completed invoice (issue #16). */
  payment: PaymentExtension;
  /** The kind's own table (`print.table`: an interest invoice's invoices), printed after the lines. */
  kindTable: PrintTable | null;
}

/** Thousandths of a unit as the editor shows them: 2000 → "2", 3500 → "3,5", −1250 → "−1,25". */
export function formatQuantity(thousandths: number): string {
  return formatNumber(thousandths / 1000, 3).replace(/,?0+$/, '');
}

export function printLines(
  header: DocumentHeader,
  items: readonly DocumentItemData[],
  kind: DocumentKind,
): PrintLine[] {
  const pricing = pricingOf(header, kind);
  return items.map((item) => ({
    item,
    amounts: computeLine(toLineInput(item), pricing),
    rateBp: item.vatRateBp ?? header.vatRateBp,
    listPriceOre: item.priceOre,
  }));
}

/**
 * The provider's record at the firm's net prices: the same lines priced at their purchase price (the
 * provider's invoice already is), through the same totals the editor uses.
 */
export function atNetPrices(doc: PrintDocument): PrintDocument {
  const items = doc.lines.map(({ item }) => ({
    ...item,
    priceOre: item.purchasePriceOre ?? item.priceOre,
    discountBp: 0,
    discountOre: 0,
  }));
  const lines = printLines(doc.header, items, doc.kind).map((line, i) => ({
    ...line,
    listPriceOre: doc.lines[i]!.listPriceOre,
  }));
  return {
    ...doc,
    lines,
    totals: totalsOf(doc.header, items, doc.kind),
  };
}

/** "5565475489" → "556547-5489", as an organisationsnummer is written; other text as it is. */
export function formatOrganizationId(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value.trim();
}

function joinNonEmpty(parts: readonly string[], separator = ' '): string {
  return parts.filter((p) => p.trim() !== '').join(separator);
}

function addressLines(a: { streetAddress: string; streetAddressExt: string; zipCode: string; city: string }) {
  return [a.streetAddress, a.streetAddressExt, joinNonEmpty([a.zipCode, a.city])].filter((l) => l.trim());
}

function firmSeller(company: PrintCompany): Seller {
  const s = company.settings;
  const name = s.printingSettings.hideCompanyName ? '' : s.companyName;
  const address = [s.address.street, joinNonEmpty([s.address.postalCode, s.address.city])].filter((l) => l);
  return {
    name,
    lines: address,
    logo: company.logo !== null,
    details: [
      [name, ...address],
      [s.phone && `Telefon ${s.phone}`, s.email && `E-post ${s.email}`, s.website && `Webb ${s.website}`],
      [s.bankgiro && `Bankgiro ${s.bankgiro}`, s.plusgiro && `Plusgiro ${s.plusgiro}`],
      [
        s.organizationId && `Org.nr ${formatOrganizationId(s.organizationId)}`,
        s.vatRegistrationId && `Momsreg.nr ${s.vatRegistrationId}`,
        s.fSkatt ? 'Godkänd för F-skatt' : '',
      ],
    ].map((column) => column.filter((l) => l.trim() !== '')),
  };
}

function providerSeller(company: PrintCompany, header: DocumentHeader): Seller {
  const p = company.provider;
  const warehouse = addressLines(header.sellerAddress);
  const branch = header.sellerAddress.contactName;
  return {
    name: p.name,
    lines: [branch, ...warehouse].filter((l) => l),
    logo: false,
    details: [
      [p.name, ...warehouse],
      [p.phone && `Telefon ${p.phone}`, p.email && `E-post ${p.email}`],
      [p.organizationId && `Org.nr ${formatOrganizationId(p.organizationId)}`],
    ].map((column) => column.filter((l) => l.trim() !== '')),
  };
}

function firmAsBuyer(company: PrintCompany): PrintDocument['buyer'] {
  const s = company.settings;
  return {
    label: 'Köpare',
    name: s.companyName,
    lines: [s.address.street, joinNonEmpty([s.address.postalCode, s.address.city])].filter((l) => l),
    number: null,
  };
}

function clientAsBuyer(row: PrintRow): PrintDocument['buyer'] {
  const { header } = row;
  const contact = header.clientContact;
  const name = row.clientName ?? header.clientAddress.contactName;
  return {
    label: 'Kund',
    name,
    lines: [
      ...(header.clientAddress.contactName && header.clientAddress.contactName !== name
        ? [header.clientAddress.contactName]
        : []),
      ...addressLines(header.clientAddress),
      ...(contact.name && contact.name !== name ? [`Kontakt: ${contact.name}`] : []),
      joinNonEmpty([contact.phone || contact.mobile, contact.email], ' · '),
    ].filter((l) => l.trim()),
    number: row.clientCode,
  };
}

/** The work or delivery address, printed only when it is filled and not the buyer's own. */
function siteOf(header: DocumentHeader): Party | null {
  const site = addressLines(header.customerAddress);
  if (site.length === 0) return null;
  if (site.join('|') === addressLines(header.clientAddress).join('|')) return null;
  const contact = header.customerContact;
  return {
    name: header.customerAddress.contactName,
    lines: [...site, joinNonEmpty([contact.name, contact.phone || contact.mobile], ', ')].filter((l) => l),
  };
}

export function toPrintDocument(input: {
  row: PrintRow;
  module: DocumentKindModule;
  company: PrintCompany;
  assigneeNames: ReadonlyMap<string, string>;
  /** The viewer may see margins (printing.shown.ts). */
  netVisible: boolean;
  kindTable?: PrintTable | null;
}): PrintDocument {
  const { row, module, company } = input;
  const kind = module.definition;
  const hook = module.print ?? {};
  const { header } = row;
  const s = company.settings;
  const totals = module.storedTotals?.(row) ?? totalsOf(header, row.items, kind);
  return {
    uid: row.id,
    kind,
    hook,
    number: row.number,
    header,
    lines: printLines(header, row.items, kind),
    totals,
    seller: hook.sellerIsProvider ? providerSeller(company, header) : firmSeller(company),
    buyer: hook.sellerIsProvider ? firmAsBuyer(company) : clientAsBuyer(row),
    site: siteOf(header),
    ourReference: row.employeeName ?? '',
    assignees: header.assigneeUids.flatMap((uid) => input.assigneeNames.get(uid) ?? []),
    creditedNumber: row.creditedNumber,
    giro: [
      ...(s.bankgiro ? [{ label: 'Bankgiro', value: s.bankgiro }] : []),
      ...(s.plusgiro ? [{ label: 'Plusgiro', value: s.plusgiro }] : []),
    ],
    interestOnArrearsBp: s.interestOnArrearsBp,
    materialProfitShown: input.netVisible && header.showTotalMaterialProfitInClientPrintingForm,
    payment: paymentExtensionOf(s, {
      number: row.number,
      completed: row.completed,
      paid: hook.paymentBlock === true,
      credit: kind.credits,
      docDate: header.docDate,
      dueDate: header.dueDate,
      payableOre: totals.totalPayableSumOre,
    }),
    kindTable: input.kindTable ?? null,
  };
}
