import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import type { ApiRouter } from '../../platform/http/router';
import { registerTaxDeductionDecision } from './decision/decision.usecases';
import { printTaxDeduction } from './print/print.usecases';
import {
  createTaxDeductionRequest,
  taxDeductionRequestFile,
  taxDeductionRequests,
} from './requests/requests.usecases';
import { changeInvoiceTaxDeductionState, invoiceTaxDeduction } from './taxDeduction.usecases';

/** Every ROT endpoint of the contract but `calcTaxDeduction`, which the documents' editor owns. */
export function taxDeductionRoutes(router: ApiRouter): void {
  router.add(taxDeductionApi.invoiceTaxDeduction, ({ deps, firmId, session, parameters }) =>
    invoiceTaxDeduction({ deps, firmId, session, ...parameters }),
  );
  router.add(taxDeductionApi.taxDeductionChangingState, ({ deps, firmId, session, parameters }) =>
    changeInvoiceTaxDeductionState({ deps, firmId, session, ...parameters }),
  );
  router.add(taxDeductionApi.taxDeductionInfoXML, ({ deps, firmId, session, parameters }) =>
    createTaxDeductionRequest({ deps, firmId, session, ...parameters }),
  );
  router.add(taxDeductionApi.taxDeductionRequests, ({ deps, firmId, parameters }) =>
    taxDeductionRequests({ deps, firmId, ...parameters }),
  );
  router.add(taxDeductionApi.taxDeductionRequestFile, ({ deps, firmId, parameters }) =>
    taxDeductionRequestFile({ deps, firmId, ...parameters }),
  );
  router.add(taxDeductionApi.taxDeductionDecision, ({ deps, firmId, session, parameters }) =>
    registerTaxDeductionDecision({ deps, firmId, session, ...parameters }),
  );
  router.add(taxDeductionApi.printTaxDeduction, ({ deps, firmId, session, parameters }) =>
    printTaxDeduction({ deps, firmId, session, ...parameters }),
  );
}
