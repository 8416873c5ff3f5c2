import type { ProviderDocument, ProviderDocumentPart } from '@shared/api/adminOrders.api';
import { computeDocumentTotals, computeLine } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import type { AppDeps } from '../../../platform/http/context';
import { adminOrdersErrors } from '../adminOrders.errors';
import { findFirmDocument, findOrder } from '../adminOrders.repository';

/**
 * The follow-up or provider invoice of an order, with each line's sum and the totals computed by the same
 * pure functions as the firm's view and print, so the provider and the customer see one figure.
 */
export async function orderDocument({
  deps,
  uid,
  part,
}: {
  deps: AppDeps;
  uid: string;
  part: ProviderDocumentPart;
}): Promise<ProviderDocument> {
  const row = await findOrder(deps.db, uid);
  if (!row) throw adminOrdersErrors.ORDER_NOT_FOUND();
  const docId = part === 'FOLLOW_UP' ? row.order.unixOrderId : row.order.unixInvoiceId;
  const doc = docId ? await findFirmDocument(deps.db, row.order.firmId, docId) : null;
  if (!doc) throw adminOrdersErrors.NO_PROVIDER_DOCUMENT();
  const pricing = pricingOf(doc.header);
  const inputs = doc.items.map(toLineInput);
  const totals = computeDocumentTotals(inputs, pricing);
  return {
    part,
    uid: doc.id,
    number: doc.number,
    docDate: doc.docDate,
    dueDate: doc.dueDate,
    lines: doc.items.map((item, i) => {
      const amounts = computeLine(inputs[i]!, pricing);
      return {
        code: item.code,
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        unitNetOre: item.type === 'COMMENT' ? null : amounts.unitNetOre,
        sumOre: amounts.sumOre,
      };
    }),
    netSumOre: totals.netSumOre,
    vatSumOre: totals.vatSumOre,
    roundingOre: totals.roundingOre,
    totalPayableSumOre: totals.totalPayableSumOre,
  };
}
