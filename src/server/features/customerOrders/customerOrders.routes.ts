import { customerOrdersApi } from '@shared/api/customerOrders.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  checkCustomerOrderToSend,
  customerOrderItemSearch,
  sendCustomerOrder,
} from './customerOrders.usecases';

export function customerOrdersRoutes(router: ApiRouter): void {
  router.add(customerOrdersApi.customerOrderCheckToSend, ({ deps, session, parameters }) =>
    checkCustomerOrderToSend({ deps, session, docUid: parameters.docUid }),
  );
  router.add(customerOrdersApi.customerOrderSend, ({ deps, session, parameters }) =>
    sendCustomerOrder({ deps, session, ...parameters }),
  );
  router.add(customerOrdersApi.customerOrderItemSearch, ({ deps, session, parameters }) =>
    customerOrderItemSearch({ deps, session, input: parameters }),
  );
}
