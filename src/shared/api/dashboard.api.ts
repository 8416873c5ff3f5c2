import { z } from 'zod';
import { anyDocumentAccess, documentListRowSchema } from './documents';
import { defineEndpoint } from './endpoint';
import { pageOffset, text } from './limits';

/**
 * The logged-in start page (issue #6, api-spec §7.4 `allTypeDocuments`, §9 "dashboard 10"): the firm's
 * latest documents of every kind it has, and offered vs. invoiced per month. Counters come from
 * `/content/counters` (allDocuments, archivedDocuments, deletedDocuments, overdueInvoices).
 */

/** The dashboard shows 10 rows (api-spec §9); the call pages like any other list. */
export const DASHBOARD_DOCUMENTS = 10;
export const DASHBOARD_MONTHS = 12;

export const allTypeDocumentsParameters = z.object({
  offset: pageOffset().default(0),
  limit: z.number().int().min(1).max(200).default(DASHBOARD_DOCUMENTS),
  searchPattern: text(200).default(''),
});

export const monthAmountsSchema = z.object({
  /** Calendar month, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Offers dated in the month (drafts and completed, not in the trash), excl. VAT, in öre. */
  offeredOre: z.number().int(),
  /** Completed invoices dated in the month minus completed credit invoices, excl. VAT, in öre. */
  invoicedOre: z.number().int(),
});
export type MonthAmounts = z.infer<typeof monthAmountsSchema>;

export const dashboardSchema = z.object({
  /** Oldest first, the current month last; always `DASHBOARD_MONTHS` entries. */
  months: z.array(monthAmountsSchema),
  /** Whether the firm has offers / invoices at all (a series it lacks is not drawn). */
  offers: z.boolean(),
  invoices: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardApi = {
  allTypeDocuments: defineEndpoint({
    path: '/doc/allTypeDocuments',
    method: 'POST',
    summary: 'Senast ändrade dokument av alla typer företaget har (ej arkiverade eller borttagna)',
    access: anyDocumentAccess,
    parameters: allTypeDocumentsParameters,
    result: z.object({ totalCount: z.number().int(), items: z.array(documentListRowSchema) }),
  }),
  dashboard: defineEndpoint({
    path: '/doc/dashboard',
    method: 'GET',
    summary: 'Offererat och fakturerat per månad, de senaste 12 månaderna (exkl. moms)',
    access: anyDocumentAccess,
    parameters: z.object({}),
    result: dashboardSchema,
  }),
};
