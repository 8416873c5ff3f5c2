import { taxDeductionStates } from '@shared/domain/rot/work-types';
import { z } from 'zod';
import { documentDataSchema, documentTaxDeductionSchema, documentTotalsSchema } from './documents';
import { defineEndpoint, type Endpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { oreAmount, pageLimit, pageOffset, text } from './limits';

/**
 * ROT, the whole lifecycle (issue #17, api-spec §3.4, §7.4 `calcTaxDeduction`, `taxDeductionChangingState`,
 * `taxDeductionInfoXML`, print tax deduction; decisions 0038–0039). The buyers and works are part of the
 * document (`header.taxDeduction`); these calls compute, move the state, make Skatteverket's file and
 * register its decision. Amounts are öre in whole kronor.
 */

const uid = z.uuid();
const isoDate = z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' });
/** ROT is part of invoicing: the kinds that show it need the invoice module's firm. */
const rotAccess = { kind: 'employee', siteOptions: ['INVOICES'] } as const;
const rotManagerAccess = { ...rotAccess, roles: ['ADMIN', 'MANAGER', 'SUPERVISOR'] } as const;
/** A list page's largest selection; Skatteverket takes at most 100 buyers per file anyway. */
export const MAX_ROT_INVOICES = 200;

export const taxDeductionStateSchema = z.enum(taxDeductionStates);

/** What `calcTaxDeduction` answers: the ROT part with each buyer's amount, and why the amounts are so. */
export const taxDeductionCalculationSchema = z.object({
  taxDeduction: documentTaxDeductionSchema,
  totals: documentTotalsSchema,
  /** The period in force on the document's date (the rate and cap used). */
  period: z.object({ validFrom: z.string(), rateBp: z.number().int(), capOre: z.number().int() }),
  /** Labour the deduction is computed from (the ROT lines incl. VAT, or a heat pump's share). */
  baseOre: z.number().int(),
  /** The most the buyers may claim together on this document. */
  maxOre: z.number().int(),
  payers: z.array(
    z.object({
      personalNumber: z.string(),
      /** Already claimed this calendar year on the firm's other invoices. */
      usedThisYearOre: z.number().int(),
      /** What is left of the buyer's yearly cap before this document. */
      remainingCapOre: z.number().int(),
      amountOre: z.number().int(),
    }),
  ),
  /** The ROT rules the document breaks now (product-spec §5), at their fields, in Swedish. */
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TaxDeductionCalculation = z.infer<typeof taxDeductionCalculationSchema>;

/** An invoice's ROT case: its state, what was claimed, the file it went in and Skatteverket's decision. */
export const invoiceTaxDeductionSchema = z.object({
  invoiceUid: z.string(),
  state: taxDeductionStateSchema,
  requestedOre: z.number().int(),
  /** The states a person may move it to now, each confirmed. */
  allowedStates: z.array(taxDeductionStateSchema),
  request: z.object({ uid: z.string(), name: z.string(), createdAt: z.string() }).nullable(),
  decision: z
    .object({
      decidedOn: z.string(),
      approvedOre: z.number().int(),
      remainderInvoice: z.object({ uid: z.string(), number: z.number().int().nullable() }).nullable(),
    })
    .nullable(),
});
export type InvoiceTaxDeduction = z.infer<typeof invoiceTaxDeductionSchema>;

export const taxDeductionRequestSchema = z.object({
  uid: z.string(),
  name: z.string(),
  year: z.number().int(),
  requestedOre: z.number().int(),
  invoiceCount: z.number().int(),
  createdAt: z.string(),
  employee: z.string().nullable(),
});
export type TaxDeductionRequest = z.infer<typeof taxDeductionRequestSchema>;

export const taxDeductionApi = {
  calcTaxDeduction: defineEndpoint({
    path: '/doc/calcTaxDeduction',
    method: 'POST',
    summary: 'Beräkna ROT-avdraget för ett dokument som det ser ut i editorn',
    access: rotAccess,
    parameters: z.object({
      docType: z.enum(['OFFER', 'ADDITIONAL_ESTIMATE', 'WORK_ORDER', 'INVOICE']),
      docUid: uid.nullable().default(null),
      data: documentDataSchema,
    }),
    result: taxDeductionCalculationSchema,
  }),
  invoiceTaxDeduction: defineEndpoint({
    path: '/doc/invoiceTaxDeduction',
    method: 'GET',
    summary: 'Fakturans ROT-ärende: status, begärt belopp, fil och beslut',
    access: rotAccess,
    parameters: z.object({ invoiceUid: uid }),
    result: invoiceTaxDeductionSchema,
  }),
  taxDeductionChangingState: defineEndpoint({
    path: '/doc/taxDeductionChangingState',
    method: 'POST',
    summary: 'Ändra fakturans ROT-status (bekräftad av användaren)',
    access: rotManagerAccess,
    parameters: z.object({ invoiceUid: uid, taxDeductionState: taxDeductionStateSchema }),
    result: invoiceTaxDeductionSchema,
  }),
  taxDeductionInfoXML: defineEndpoint({
    path: '/doc/taxDeductionInfoXML',
    method: 'POST',
    summary: 'Skapa Skatteverkets fil "Begäran om utbetalning" för betalda ROT-fakturor',
    access: rotManagerAccess,
    parameters: z.object({
      invoiceUids: z.array(uid).min(1, 'Välj minst en faktura').max(MAX_ROT_INVOICES),
      /** NamnPaBegaran; empty = made from the date and a serial. */
      name: text(16, 'Namnet får vara högst 16 tecken').default(''),
    }),
    result: fileLinkSchema,
  }),
  taxDeductionRequests: defineEndpoint({
    path: '/doc/taxDeductionRequests',
    method: 'POST',
    summary: 'Skapade ROT-filer, senaste först',
    access: rotManagerAccess,
    parameters: z.object({ offset: pageOffset().default(0), limit: pageLimit(100).default(20) }),
    result: z.object({ totalCount: z.number().int(), items: z.array(taxDeductionRequestSchema) }),
  }),
  taxDeductionRequestFile: defineEndpoint({
    path: '/doc/taxDeductionRequestFile',
    method: 'POST',
    summary: 'Ladda ner en skapad ROT-fil igen',
    access: rotManagerAccess,
    parameters: z.object({ requestUid: uid }),
    result: fileLinkSchema,
  }),
  taxDeductionDecision: defineEndpoint({
    path: '/doc/taxDeductionDecision',
    method: 'POST',
    summary: 'Registrera Skatteverkets beslut: godkänt belopp, och vid avslag en restfaktura till kunden',
    access: rotManagerAccess,
    parameters: z.object({
      invoiceUid: uid,
      decidedOn: isoDate,
      approvedOre: oreAmount().min(0, 'Beloppet kan inte vara negativt'),
      /** A reduced or denied claim: invoice the client the difference (confirmed in the dialog). */
      createRemainderInvoice: z.boolean().default(false),
    }),
    result: invoiceTaxDeductionSchema,
  }),
  printTaxDeduction: defineEndpoint({
    path: '/doc/printTaxDeduction',
    method: 'POST',
    summary: 'ROT-specifikation till kunden, för en eller flera fakturor (PDF)',
    access: rotAccess,
    parameters: z.object({
      invoiceUids: z.array(uid).min(1, 'Välj minst en faktura').max(MAX_ROT_INVOICES),
      inline: z.boolean().default(true),
    }),
    result: fileLinkSchema,
  }),
} satisfies Record<string, Endpoint>;
