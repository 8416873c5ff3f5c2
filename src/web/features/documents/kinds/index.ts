/** Every kind's web module: the pages read a kind's behaviour here instead of branching on its type. */
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { additionalEstimateKind } from './additionalEstimate.kind';
import { costCalculationKind } from './costCalculation.kind';
import { creditInvoiceKind } from './creditInvoice.kind';
import { customerOrderKind } from './customerOrder.kind';
import { interestInvoiceKind } from './interestInvoice.kind';
import { invoiceKind } from './invoice.kind';
import type { DocumentKindModule } from './kinds.kind';
import { offerKind } from './offer.kind';
import { unixInvoiceKind } from './unixInvoice.kind';
import { unixOrderKind } from './unixOrder.kind';
import { workOrderKind } from './workOrder.kind';

export type { DocumentKindModule, KindFilter } from './kinds.kind';

export const kindModules: Record<DocumentType, DocumentKindModule> = {
  OFFER: offerKind,
  COST_CALCULATION: costCalculationKind,
  ADDITIONAL_ESTIMATE: additionalEstimateKind,
  CUSTOMER_ORDER: customerOrderKind,
  WORK_ORDER: workOrderKind,
  INVOICE: invoiceKind,
  CREDIT_INVOICE: creditInvoiceKind,
  INTEREST_INVOICE: interestInvoiceKind,
  UNIX_ORDER: unixOrderKind,
  UNIX_INVOICE: unixInvoiceKind,
};
