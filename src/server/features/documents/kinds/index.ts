import type { Document } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { Db } from '../../../platform/db/database';
import type { EmployeeSession } from '../view/view.mapper';
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

export type { DocumentKindModule, KindListFilter } from './kinds.kind';

/** Every kind's module: the engine reads a kind's behaviour here instead of branching on its type. */
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

/** The kind's own figures on an answer (`presented`), so a load and a save answer the same document. */
export function withKindFigures(call: {
  db: Db;
  session: EmployeeSession;
  document: Document;
}): Promise<Document> {
  const { presented } = kindModules[call.document.docType];
  return presented ? presented(call) : Promise.resolve(call.document);
}
