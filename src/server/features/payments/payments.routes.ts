import { paymentsApi } from '@shared/api/payments.api';
import type { ApiRouter } from '../../platform/http/router';
import { exportPayments, paymentsList } from './list/list.usecases';
import { addMultiPayments } from './multi/multi.usecases';
import { clearPayments, invoicePayments, registerPayment, revertPayment } from './payments.usecases';

export function paymentsRoutes(router: ApiRouter): void {
  router.add(paymentsApi.payments, ({ deps, firmId, session, parameters }) =>
    invoicePayments({ deps, firmId, session, ...parameters }),
  );
  router.add(paymentsApi.payment, ({ deps, firmId, session, parameters, messages }) =>
    registerPayment({ deps, firmId, session, messages, ...parameters }),
  );
  router.add(paymentsApi.deletePayment, ({ deps, firmId, session, parameters }) =>
    revertPayment({ deps, firmId, session, ...parameters }),
  );
  router.add(paymentsApi.paymentsClear, ({ deps, firmId, session, parameters }) =>
    clearPayments({ deps, firmId, session, ...parameters }),
  );
  router.add(paymentsApi.multiPaymentsAdd, ({ deps, firmId, session, parameters, messages }) =>
    addMultiPayments({ deps, firmId, session, messages, ...parameters }),
  );
  router.add(paymentsApi.paymentsList, ({ deps, firmId, parameters }) =>
    paymentsList({ deps, firmId, ...parameters }),
  );
  router.add(paymentsApi.exportPayments, ({ deps, firmId, parameters }) =>
    exportPayments({ deps, firmId, ...parameters }),
  );
}
