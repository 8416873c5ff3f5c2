/**
 * Montör's clients, invoices and payments as Fortnox's bodies (decision 0047; the shapes of
 * vendor/fortnox/openapi.json, which the stub enforces). Amounts go as kronor with öre decimals, the
 * invoice's lines at their net unit price after the line's discount so Fortnox's sums equal ours;
 * ROT lines are house work and each buyer's claim a tax reduction on the invoice.
 */
import type { DocumentHeader, DocumentItemData } from '@shared/api/documents';
import type { FortnoxExportResult, FortnoxExportStatus } from '@shared/api/fortnox.api';
import type { LineInput, PricingInput } from '@shared/domain/documents/document-lines';
import { computeDocumentTotals, computeLine, countedLines } from '@shared/domain/documents/document-totals';
import { toLineInput } from '@shared/domain/documents/line-input';
import type { RotWorkType } from '@shared/domain/rot/work-types';
import type { JobRow } from '../../../platform/jobs/queue';

type Body = Record<string, unknown>;

/** Only what is filled in: Fortnox refuses an empty string where it wants at least one character. */
function filled(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

const kronor = (ore: number) => ore / 100;

export interface ClientFacts {
  name: string;
  fortnoxNumber: string;
  organizationCode: string;
  vatRegistrationId: string;
  gln: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  useReverseTaxLiability: boolean;
}

export function customerBody(client: ClientFacts): Body {
  const digits = client.organizationCode.replace(/\D/g, '');
  return {
    Customer: {
      ...filled({
        Name: client.name.slice(0, 1024),
        CustomerNumber: client.fortnoxNumber,
        OrganisationNumber: digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : undefined,
        VATNumber: client.vatRegistrationId,
        Address1: client.street.slice(0, 1024),
        ZipCode: client.postalCode.replace(/\s/g, '').slice(0, 10),
        City: client.city.slice(0, 1024),
        Email: client.email.slice(0, 1024),
        Phone1: client.phone.slice(0, 1024),
        GLN: /^\d{13}$/.test(client.gln) ? client.gln : undefined,
      }),
      // A company has an organisation number; a private person (a ROT buyer) has none in the register.
      Type: digits.length === 10 ? 'COMPANY' : 'PRIVATE',
      VATType: client.useReverseTaxLiability ? 'SEREVERSEDVAT' : 'SEVAT',
    },
  };
}

const houseWorkTypes: Record<RotWorkType, string> = {
  BYGG: 'CONSTRUCTION',
  EL: 'ELECTRICITY',
  GLAS_PLAT: 'GLASSMETALWORK',
  MARK_DRANERING: 'GROUNDDRAINAGEWORK',
  MURNING: 'MASONRY',
  MALNING_TAPETSERING: 'PAINTINGWALLPAPERING',
  VVS: 'HVAC',
};

/** The work the buyers report most hours of: a VVS firm's labour is HVAC unless the buyers said else. */
function mainWorkType(header: DocumentHeader): string {
  const hours = new Map<RotWorkType, number>();
  for (const payer of header.taxDeduction?.taxPayers ?? []) {
    for (const work of payer.works) hours.set(work.type, (hours.get(work.type) ?? 0) + work.hours);
  }
  const [top] = [...hours].sort((a, b) => b[1] - a[1]);
  return houseWorkTypes[top?.[0] ?? 'VVS'];
}

export interface InvoiceFacts {
  number: number | null;
  docDate: string;
  dueDate: string | null;
  header: DocumentHeader;
  items: DocumentItemData[];
  pricing: PricingInput;
}

function quantityText(thousandths: number): string {
  return String(thousandths / 1000);
}

function invoiceRow(line: LineInput, description: string, pricing: PricingInput, workType: string): Body {
  const amounts = computeLine(line, pricing);
  // A comment line is a text row in Fortnox: no quantity, no price.
  if (amounts.group === null) return { Description: description.slice(0, 1024) };
  const rateBp = pricing.reverseTaxLiability ? 0 : (line.vatRateBp ?? pricing.vatRateBp);
  const rot = amounts.group === 'ROT_SERVICE';
  return {
    ...filled({ Description: description.slice(0, 1024) }),
    DeliveredQuantity: quantityText(line.quantity),
    Price: kronor(amounts.unitNetOre),
    VAT: rateBp / 100,
    ...(rot
      ? {
          HouseWork: true,
          HouseWorkType: workType,
          HouseWorkHoursToReport: Math.min(999, Math.max(0, Math.round(line.quantity / 1000))),
        }
      : {}),
  };
}

/** The ROT deduction the invoice claims (0 without ROT or with reverse charge; negative on a credit). */
export function claimedRotOre(invoice: InvoiceFacts): number {
  return computeDocumentTotals(invoice.items.map(toLineInput), invoice.pricing).taxDeductionOre;
}

/**
 * The document's rows as Fortnox takes them, with the quantities as they are on the document: positive,
 * also on a credit, whose sign the caller gives (a credit's figures are computed as its invoice's).
 */
function invoiceRows(invoice: InvoiceFacts, workType: string): Body[] {
  const pricing = { ...invoice.pricing, credit: false };
  const lines = invoice.items.map(toLineInput);
  const totals = computeDocumentTotals(lines, pricing);
  const counted = new Set(countedLines(lines, pricing).counted);
  const rows = invoice.items.flatMap((item, i) => {
    const line = lines[i]!;
    if (!counted.has(line) || (line.kind === 'COMMENT' && !item.description.trim())) return [];
    return [invoiceRow(line, item.description, pricing, workType)];
  });
  if (totals.docMaterialsDiscountOre > 0) {
    rows.push({
      Description: 'Rabatt på material',
      DeliveredQuantity: '1',
      Price: -kronor(totals.docMaterialsDiscountOre),
      VAT: pricing.reverseTaxLiability ? 0 : pricing.vatRateBp / 100,
    });
  }
  return rows;
}

function invoiceHead(invoice: InvoiceFacts, customerNumber: string, reference: string | undefined): Body {
  return {
    CustomerNumber: customerNumber,
    InvoiceDate: invoice.docDate,
    ...(invoice.dueDate ? { DueDate: invoice.dueDate } : {}),
    InvoiceType: invoice.pricing.cash ? 'CASHINVOICE' : 'INVOICE',
    VATIncluded: false,
    TaxReductionType: claimedRotOre(invoice) !== 0 ? 'rot' : 'none',
    ...filled({
      ExternalInvoiceReference1: reference,
      Remarks: invoice.header.mark.slice(0, 1024),
      YourReference: invoice.header.clientContact.name?.slice(0, 50),
    }),
  };
}

export function invoiceBody(invoice: InvoiceFacts, customerNumber: string): Body {
  const reference = invoice.number === null ? undefined : `Montör faktura ${invoice.number}`;
  return {
    Invoice: {
      ...invoiceHead(invoice, customerNumber, reference),
      InvoiceRows: invoiceRows(invoice, mainWorkType(invoice.header)),
    },
  };
}

/** A credit's reference in Fortnox (ExternalInvoiceReference1), as the invoice's is "Montör faktura 12". */
export function creditReference(credit: Pick<InvoiceFacts, 'number'>): string | undefined {
  return credit.number === null ? undefined : `Montör kreditfaktura ${credit.number}`;
}

/**
 * Whether the credit takes back the whole invoice: the first credit of it, with the invoice's own rows
 * and pricing. Fortnox then credits the invoice itself (`PUT /3/invoices/{n}/credit`).
 */
export function creditsInFull(credit: InvoiceFacts, invoice: InvoiceFacts, otherCredits: number): boolean {
  if (otherCredits > 0) return false;
  const workType = mainWorkType(invoice.header);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const pricing = (facts: InvoiceFacts) => ({
    ...facts.pricing,
    credit: false,
    cash: false,
    taxDeductionOre: 0,
  });
  return (
    same(pricing(credit), pricing(invoice)) &&
    same(invoiceRows(credit, workType), invoiceRows(invoice, workType)) &&
    -claimedRotOre(credit) === claimedRotOre(invoice)
  );
}

/**
 * A partial credit as Fortnox takes one: a new invoice naming the credited one in
 * `CreditInvoiceReference`, its rows with negative quantities (ROT lines stay house work, so Fortnox
 * reads the labour taken back), on the credited invoice's customer.
 */
export function creditBody(
  credit: InvoiceFacts,
  invoice: InvoiceFacts,
  customerNumber: string,
  fortnoxInvoiceNumber: string,
): Body {
  const rows = invoiceRows(credit, mainWorkType(invoice.header)).map((row) =>
    row.DeliveredQuantity === undefined
      ? row
      : { ...row, DeliveredQuantity: String(-Number(row.DeliveredQuantity)) },
  );
  return {
    Invoice: {
      ...invoiceHead({ ...credit, dueDate: null }, customerNumber, creditReference(credit)),
      CreditInvoiceReference: fortnoxInvoiceNumber,
      InvoiceRows: rows,
    },
  };
}

/** What Fortnox needs to put its full credit on the credit's own date and reference. */
export function creditUpdateBody(credit: InvoiceFacts, customerNumber: string): Body {
  return {
    Invoice: {
      CustomerNumber: customerNumber,
      InvoiceDate: credit.docDate,
      ...filled({ ExternalInvoiceReference1: creditReference(credit) }),
    },
  };
}

/**
 * Each buyer's claim as a tax reduction on the Fortnox invoice; on a partial credit, what the credit
 * takes back of each buyer's deduction (decision 0044) on the credit invoice: Fortnox asks a positive
 * amount (AskedAmount ≥ 1), the credit invoice it references makes it a reversal.
 */
export function taxReductionBodies(invoice: InvoiceFacts, fortnoxInvoiceNumber: string): Body[] {
  if (claimedRotOre(invoice) === 0) return [];
  return (invoice.header.taxDeduction?.taxPayers ?? [])
    .filter((payer) => payer.amountOre > 0)
    .map((payer) => ({
      TaxReduction: {
        ReferenceDocumentType: 'INVOICE',
        ReferenceNumber: fortnoxInvoiceNumber,
        CustomerName: payer.name,
        SocialSecurityNumber: payer.personalNumber.replace(/\D/g, ''),
        AskedAmount: kronor(payer.amountOre),
        ...filled({
          PropertyDesignation: payer.propertyDesignation || payer.flatNumber,
          ResidenceAssociationOrganisationNumber: payer.associationOrgNumber,
        }),
      },
    }));
}

export function paymentBody(
  payment: { amountOre: number; paymentDate: string },
  fortnoxInvoiceNumber: string,
): Body {
  return {
    InvoicePayment: {
      InvoiceNumber: Number(fortnoxInvoiceNumber),
      Amount: kronor(payment.amountOre),
      PaymentDate: payment.paymentDate,
    },
  };
}

export const FORTNOX_EXPORT_JOB = 'fortnox.export';

/** The job as the export page reads it; the report once it is done. */
export function exportStatusOf(job: JobRow): FortnoxExportStatus {
  const base = { done: job.progress, total: job.progressTotal, message: null, report: null };
  if (job.status === 'DONE') {
    return { ...base, status: 'COMPLETED', report: job.result as FortnoxExportResult };
  }
  if (job.status === 'FAILED') {
    // An AppError's message is "CODE: text": the page shows the text.
    const message = (job.error ?? '').replace(/^[A-Z_]+: /, '') || 'Exporten misslyckades';
    return { ...base, status: 'FAILED', message };
  }
  return { ...base, status: 'IN_PROGRESS' };
}

/** A voucher row as Fortnox books it: debit or credit in kronor, never a negative amount. */
export interface VoucherFacts {
  series: string;
  date: string;
  text: string;
  rows: ReadonlyArray<{ account: string; amountOre: number; text?: string }>;
}

/** Fortnox's voucher texts are short; ours name the document and the client. */
const VOUCHER_TEXT_MAX = 100;

/** `POST /3/vouchers`: in the firm's series for its ledger (decision 0045), in the Fortnox year `year`. */
export function voucherBody(voucher: VoucherFacts, year: number): Body {
  return {
    Voucher: {
      VoucherSeries: voucher.series,
      TransactionDate: voucher.date,
      Description: voucher.text.slice(0, VOUCHER_TEXT_MAX),
      Year: year,
      VoucherRows: voucher.rows.map((row) => ({
        Account: Number(row.account),
        Debit: row.amountOre > 0 ? kronor(row.amountOre) : 0,
        Credit: row.amountOre < 0 ? kronor(-row.amountOre) : 0,
        ...(row.text ? { TransactionInformation: row.text.slice(0, VOUCHER_TEXT_MAX) } : {}),
      })),
    },
  };
}
