import { adminOrdersApi } from '@shared/api/adminOrders.api';
import type { ApiRouter } from '../../platform/http/router';
import { adminOrder, adminOrders, resendOrderSms } from './adminOrders.usecases';
import { orderDocument } from './documents/documents.usecases';

export function adminOrdersRoutes(router: ApiRouter): void {
  router.add(adminOrdersApi.orders, ({ deps, parameters }) => adminOrders({ deps, query: parameters }));
  router.add(adminOrdersApi.order, ({ deps, parameters }) => adminOrder({ deps, uid: parameters.uid }));
  router.add(adminOrdersApi.document, ({ deps, parameters }) => orderDocument({ deps, ...parameters }));
  router.add(adminOrdersApi.resendSms, ({ deps, adminId, request, parameters }) =>
    resendOrderSms({ deps, actor: { adminId, ip: request.ip }, uid: parameters.uid }),
  );
}
