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

/** The ROT deduction the invoice claims (0 without ROT, with reverse charge or on a credit). */
export function claimedRotOre(invoice: InvoiceFacts): number {
  return computeDocumentTotals(invoice.items.map(toLineInput), invoice.pricing).taxDeductionOre;
}

export function invoiceBody(invoice: InvoiceFacts, customerNumber: string): Body {
  const lines = invoice.items.map(toLineInput);
  const totals = computeDocumentTotals(lines, invoice.pricing);
  const counted = new Set(countedLines(lines, invoice.pricing).counted);
  const workType = mainWorkType(invoice.header);
  const rows = invoice.items.flatMap((item, i) => {
    const line = lines[i]!;
    if (!counted.has(line) || (line.kind === 'COMMENT' && !item.description.trim())) return [];
    return [invoiceRow(line, item.description, invoice.pricing, workType)];
  });
  if (totals.docMaterialsDiscountOre > 0) {
    rows.push({
      Description: 'Rabatt på material',
      DeliveredQuantity: '1',
      Price: -kronor(totals.docMaterialsDiscountOre),
      VAT: invoice.pricing.reverseTaxLiability ? 0 : invoice.pricing.vatRateBp / 100,
    });
  }
  return {
    Invoice: {
      CustomerNumber: customerNumber,
      InvoiceDate: invoice.docDate,
      ...(invoice.dueDate ? { DueDate: invoice.dueDate } : {}),
      InvoiceType: invoice.pricing.cash ? 'CASHINVOICE' : 'INVOICE',
      VATIncluded: false,
      TaxReductionType: totals.taxDeductionOre > 0 ? 'rot' : 'none',
      ...filled({
        ExternalInvoiceReference1: invoice.number === null ? undefined : `Montör faktura ${invoice.number}`,
        Remarks: invoice.header.mark.slice(0, 1024),
        YourReference: invoice.header.clientContact.name?.slice(0, 50),
      }),
      InvoiceRows: rows,
    },
  };
}

/** Each buyer's claim as a tax reduction on the Fortnox invoice. */
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
