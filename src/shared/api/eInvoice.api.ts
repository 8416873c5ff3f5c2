import { documentTypes } from '@shared/domain/documents/document-kinds';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import { fileLinkSchema } from './files.api';

/**
 * E-invoices (issue #20, decision 0050): an invoice or credit invoice as PEPPOL BIS Billing 3.0 (or
 * Svefaktura 1.0 for a client that asks for it), previewed, approved, exported and sent through the
 * firm's PEPPOL access point. Approval is of the content: a change to anything the e-invoice carries
 * makes it need approval again.
 */
export const eInvoiceViewAccess = { kind: 'employee', ...permissions.viewEInvoice } as const;
export const eInvoiceSendAccess = { kind: 'employee', ...permissions.sendEInvoice } as const;

const invoiceRef = { invoiceUid: z.uuid(), docType: z.enum(documentTypes) };

export const eInvoiceFormats = ['PEPPOL', 'SVEFAKTURA'] as const;
export const eInvoiceApprovals = ['NOT_APPROVED', 'APPROVED', 'CHANGED'] as const;
export type EInvoiceApproval = (typeof eInvoiceApprovals)[number];

export const eInvoiceApprovalLabels: Record<EInvoiceApproval, string> = {
  NOT_APPROVED: 'Ej godkänd',
  APPROVED: 'Godkänd',
  CHANGED: 'Ändrad efter godkännande – godkänn igen',
};

const amountRow = z.object({ label: z.string(), amountOre: z.number().int() });

/** What the preview shows and what may be done now; `problems` say why it cannot be made. */
export const eInvoicePreviewSchema = z.object({
  format: z.enum(eInvoiceFormats),
  documentType: z.enum(['INVOICE', 'CREDIT_NOTE']),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  approval: z.enum(eInvoiceApprovals),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  messageId: z.string().nullable(),
  lastError: z.string().nullable(),
  canApprove: z.boolean(),
  canSend: z.boolean(),
  /** The content as the receiver reads it; null when a problem stops it being made. */
  content: z
    .object({
      number: z.string(),
      issueDate: z.string(),
      dueDate: z.string().nullable(),
      buyerReference: z.string(),
      seller: z.object({ name: z.string(), organizationId: z.string(), vatRegistrationId: z.string() }),
      buyer: z.object({ name: z.string(), endpoint: z.string(), vatRegistrationId: z.string() }),
      paymentId: z.string(),
      lines: z.array(
        z.object({
          name: z.string(),
          quantity: z.number().int(),
          unitCode: z.string(),
          priceOre: z.number().int(),
          lineExtensionOre: z.number().int(),
          vat: z.string(),
        }),
      ),
      totals: z.array(amountRow),
    })
    .nullable(),
});
export type EInvoicePreview = z.infer<typeof eInvoicePreviewSchema>;

export const eInvoiceApi = {
  previewEInvoice: defineEndpoint({
    path: '/doc/previewEInvoice',
    method: 'GET',
    summary: 'Förhandsgranska e-fakturan och se dess status',
    access: eInvoiceViewAccess,
    parameters: z.object(invoiceRef),
    result: eInvoicePreviewSchema,
  }),
  exportEInvoice: defineEndpoint({
    path: '/doc/exportEInvoice',
    method: 'GET',
    summary: 'E-fakturan som XML-fil (kortlivad länk)',
    access: eInvoiceViewAccess,
    parameters: z.object(invoiceRef),
    result: fileLinkSchema,
  }),
  approveEInvoice: defineEndpoint({
    path: '/doc/approveEInvoice',
    method: 'POST',
    summary: 'Godkänn e-fakturans innehåll',
    access: eInvoiceSendAccess,
    parameters: z.object(invoiceRef),
    result: eInvoicePreviewSchema,
  }),
  sendEInvoice: defineEndpoint({
    path: '/doc/sendEInvoice',
    method: 'POST',
    summary: 'Skicka den godkända e-fakturan via accesspunkten',
    access: eInvoiceSendAccess,
    parameters: z.object(invoiceRef),
    result: eInvoicePreviewSchema,
  }),
} satisfies Record<string, Endpoint>;
