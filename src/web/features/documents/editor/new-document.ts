import { type DocumentFormConfig, documentHeaderSchema } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { addDays, defaultValidTill } from '@shared/domain/documents/document-rules';
import type { Draft } from './draft';

/**
 * A new document before its first save: today's date, the session's employee as handläggare, an offer
 * valid for the firm's number of days, an invoice due after the firm's payment terms (company settings)
 * until a client with its own terms is chosen.
 */
export function blankDraft(
  kind: DocumentKind,
  config: DocumentFormConfig,
  today: string,
  employeeUid: string | null,
  firmPaymentDelay = 30,
): Draft {
  const has = (field: string) => (kind.extraFields as readonly string[]).includes(field);
  const employee = config.employees.some((e) => e.uid === employeeUid) ? employeeUid : null;
  const paymentDelay = has('paymentDelay') ? firmPaymentDelay : null;
  const header = documentHeaderSchema.parse({
    docDate: today,
    employeeUid: employee,
    vatRateBp: config.vatRates.some((r) => r.value === 2500) ? 2500 : (config.vatRates[0]?.value ?? 2500),
    validTill: has('validTill') ? defaultValidTill(today, config.defaultOfferValidityDays) : null,
    paymentDelay,
    assigneeUids: has('assigneeUids') ? config.defaultAssigneeUids : [],
    dueDate: has('dueDate') && paymentDelay !== null ? addDays(today, paymentDelay) : null,
  });
  return { header, items: [] };
}
