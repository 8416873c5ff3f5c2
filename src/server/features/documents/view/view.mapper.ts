import { canAccess } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { priceVisibility } from '@shared/domain/pricing';
import type { EmployeeCallContext } from '../../../platform/http/context';

export type EmployeeSession = EmployeeCallContext<unknown>['session'];

export interface DocumentViewer {
  netVisible: boolean;
  mayEditOwnPrices: boolean;
}

/** Net prices and margins show unless the employee hides them or the session is in client mode. */
export function documentViewer(session: EmployeeSession): DocumentViewer {
  return {
    netVisible: priceVisibility({
      kind: 'employee',
      netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    }).net,
    mayEditOwnPrices: canAccess(session.employee, permissions.editOwnPrices),
  };
}
