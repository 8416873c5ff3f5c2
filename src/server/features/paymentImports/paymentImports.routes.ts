import { paymentImportsApi } from '@shared/api/paymentImports.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  bankPayments,
  importBgmax,
  invoicesToMatch,
  markHandled,
  matchByHand,
  recentImports,
} from './paymentImports.usecases';

export function paymentImportsRoutes(router: ApiRouter): void {
  router.add(paymentImportsApi.importBgmax, ({ deps, firmId, session, parameters, messages }) =>
    importBgmax({ deps, firmId, session, messages, ...parameters }),
  );
  router.add(paymentImportsApi.paymentImports, ({ deps, firmId, session }) =>
    recentImports({ deps, firmId, session }),
  );
  router.add(paymentImportsApi.bankPayments, ({ deps, firmId, session, parameters }) =>
    bankPayments({ deps, firmId, session, ...parameters }),
  );
  router.add(paymentImportsApi.openInvoices, ({ deps, firmId, session, parameters }) =>
    invoicesToMatch({ deps, firmId, session, ...parameters }),
  );
  router.add(paymentImportsApi.matchBankPayment, ({ deps, firmId, session, parameters }) =>
    matchByHand({ deps, firmId, session, ...parameters }),
  );
  router.add(paymentImportsApi.handleBankPayment, ({ deps, firmId, session, parameters }) =>
    markHandled({ deps, firmId, session, ...parameters }),
  );
}
