import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import type { ApiRouter } from '../../../platform/http/router';
import { calcTaxDeduction } from './taxDeduction.usecases';

/**
 * The editor's ROT computation: it is the save's own computation on unsaved data, so it lives with the
 * documents; the other ROT calls are the taxDeduction feature's.
 */
export function documentTaxDeductionRoutes(router: ApiRouter): void {
  router.add(taxDeductionApi.calcTaxDeduction, ({ deps, firmId, session, parameters }) =>
    calcTaxDeduction({ deps, firmId, session, parameters }),
  );
}
