import { interestInvoicesApi } from '@shared/api/documents';
import { referenceRatesApi } from '@shared/api/documents/referenceRates.api';
import type { ApiRouter } from '../../../platform/http/router';
import {
  actualizeInterestInvoice,
  addInterestRows,
  interestInvoiceCandidates,
  interestInvoiceRows,
  listReferenceRates,
  removeInterestRow,
  setReferenceRate,
} from './interest.usecases';

/** The interest invoice's rows (decision 0035) and the provider's reference rates (access `apiKey`). */
export function interestRoutes(router: ApiRouter): void {
  const api = interestInvoicesApi;
  router.add(api.interestInvoiceRows, ({ deps, firmId, session, parameters }) =>
    interestInvoiceRows({ deps, firmId, session, docUid: parameters.docUid }),
  );
  router.add(api.interestInvoiceCandidates, ({ deps, firmId, session, parameters }) =>
    interestInvoiceCandidates({ deps, firmId, session, docUid: parameters.docUid }),
  );
  router.add(api.interestInvoiceRowsAdd, ({ deps, firmId, session, parameters }) =>
    addInterestRows({ deps, firmId, session, ...parameters }),
  );
  router.add(api.interestInvoiceRowDelete, ({ deps, firmId, session, parameters }) =>
    removeInterestRow({ deps, firmId, session, ...parameters }),
  );
  router.add(api.actualizeInterestInvoice, ({ deps, firmId, session, parameters, messages }) =>
    actualizeInterestInvoice({ deps, firmId, session, messages, docUid: parameters.docUid }),
  );
  router.add(referenceRatesApi.referenceRates, ({ deps }) => listReferenceRates({ deps }));
  router.add(referenceRatesApi.setReferenceRate, ({ deps, parameters }) =>
    setReferenceRate({ deps, ...parameters }),
  );
}
