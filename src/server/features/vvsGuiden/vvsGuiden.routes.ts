import { vvsGuidenApi } from '@shared/api/vvsGuiden.api';
import type { ApiRouter } from '../../platform/http/router';
import { registerInVvsGuiden, unregisterFromVvsGuiden, vvsGuidenContacts } from './vvsGuiden.usecases';

export function vvsGuidenRoutes(router: ApiRouter): void {
  router.add(vvsGuidenApi.contacts, ({ deps, firmId }) => vvsGuidenContacts({ deps, firmId }));
  router.add(vvsGuidenApi.registerEmployee, ({ deps, firmId, parameters, messages }) =>
    registerInVvsGuiden({ deps, firmId, employeeUid: parameters.employeeUid, messages }),
  );
  router.add(vvsGuidenApi.unregister, ({ deps, firmId, messages }) =>
    unregisterFromVvsGuiden({ deps, firmId, messages }),
  );
}
