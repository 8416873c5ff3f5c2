import type { AdminOrder, AdminOrderRow } from '@shared/api/adminOrders.api';
import {
  type OrderPayload,
  orderPayloadSchema,
  type ProviderOrderStatus,
} from '@shared/api/providerIntake.api';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { type AdminActor, recordAdminAction } from '../auditLog';
import { adminOrdersErrors } from './adminOrders.errors';
import { findOrder, listOrders, orderSms } from './adminOrders.repository';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The order's lines at the prices sent; exact in öre (quantity in thousandths, rounded once per line). */
export function totalsOf(payload: Pick<OrderPayload, 'lines'>) {
  let pricedOre = 0;
  let unpricedLines = 0;
  for (const line of payload.lines) {
    if (line.priceOre === null) unpricedLines += 1;
    else pricedOre += Math.round((line.priceOre * line.quantity) / 1000);
  }
  return { totalOre: unpricedLines === 0 ? pricedOre : null, pricedOre, unpricedLines };
}

function toRow({ order, firmCode, firmName }: OrderRow): AdminOrderRow & { payload: OrderPayload } {
  const payload = orderPayloadSchema.parse(order.payload);
  return {
    uid: order.id,
    orderNumber: order.providerOrderNumber,
    firm: { code: firmCode, name: firmName },
    status: order.status,
    receivedAt: order.receivedAt.toISOString(),
    confirmedAt: iso(order.confirmedAt),
    deliveredAt: iso(order.deliveredAt),
    invoicedAt: iso(order.invoicedAt),
    employee: payload.employee,
    mark: payload.mark,
    warehouseCode: payload.warehouseCode,
    deliveryType: payload.delivery.type,
    lineCount: payload.lines.length,
    ...totalsOf(payload),
    hasFollowUp: order.unixOrderId !== null,
    hasInvoice: order.unixInvoiceId !== null,
    payload,
  };
}

export async function adminOrders({
  deps,
  query,
}: {
  deps: AppDeps;
  query: { search?: string | undefined; status: ProviderOrderStatus | 'ALL'; offset: number; limit: number };
}) {
  const { rows, totalCount } = await listOrders(deps.db, query);
  return {
    totalCount,
    items: rows.map((r) => {
      const { payload: _, ...row } = toRow(r);
      return row;
    }),
  };
}

async function detail(deps: AppDeps, row: OrderRow): Promise<AdminOrder> {
  const { payload, ...base } = toRow(row);
  const sms = await orderSms(deps.db, row.order.firmId, row.order.providerOrderNumber);
  const a = payload.delivery.address;
  return {
    ...base,
    deliveryDate: payload.delivery.date,
    receiver: payload.delivery.receiver,
    address: [a.streetAddress, a.streetAddressExt, `${a.zipCode} ${a.city}`.trim()]
      .filter(Boolean)
      .join(', '),
    contact: payload.contact,
    message: payload.message,
    lines: payload.lines.map((l) => ({
      article: l.article,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      priceOre: l.priceOre,
    })),
    sms: sms.map((s) => ({
      to: s.to,
      text: s.text,
      queuedAt: s.createdAt.toISOString(),
      sentAt: iso(s.sentAt),
    })),
  };
}

async function orderOf(deps: AppDeps, uid: string) {
  const row = await findOrder(deps.db, uid);
  if (!row) throw adminOrdersErrors.ORDER_NOT_FOUND();
  return row;
}

export async function adminOrder({ deps, uid }: { deps: AppDeps; uid: string }) {
  return detail(deps, await orderOf(deps, uid));
}

/**
 * The order confirmation again, word for word, to the number it went to (the customer lost it, or the
 * phone was off). Only an order that was confirmed by SMS has one to send; queued like every SMS.
 */
export async function resendOrderSms({
  deps,
  actor,
  uid,
}: {
  deps: AppDeps;
  actor: AdminActor;
  uid: string;
}) {
  const row = await orderOf(deps, uid);
  const [last] = await orderSms(deps.db, row.order.firmId, row.order.providerOrderNumber);
  if (!last) throw adminOrdersErrors.NO_CONFIRMATION_SMS();
  await withTransaction(deps.db, async (tx) => {
    await deps.sms.queue({ to: last.to, text: last.text, firmId: row.order.firmId }, tx);
    await recordAdminAction(tx, {
      ...actor,
      action: 'ORDER_SMS_RESENT',
      targetType: 'PROVIDER_ORDER',
      targetId: row.order.id,
      targetLabel: `Order ${row.order.providerOrderNumber}, ${row.firmCode} ${row.firmName}`,
      after: { to: last.to },
    });
  });
  return detail(deps, row);
}
