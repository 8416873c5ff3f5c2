import { kioskApi } from '@shared/api/kiosk.api';
import type { ApiRouter } from '../../platform/http/router';
import { checkBasket, getBasket, searchBasket, sendBasket, updateBasket } from './kiosk.usecases';

/** The kiosk basket (api-spec §7.6 `/kiosk`): every call works on the session employee's own basket. */
export function kioskRoutes(router: ApiRouter): void {
  router.add(kioskApi.basket, ({ deps, session, firmId, employeeId, parameters }) =>
    getBasket({ deps, session, owner: { firmId, employeeId }, input: parameters }),
  );
  router.add(kioskApi.update, ({ deps, session, firmId, employeeId, parameters }) =>
    updateBasket({ deps, session, owner: { firmId, employeeId }, input: parameters }),
  );
  router.add(kioskApi.search, ({ deps, session, firmId, employeeId, parameters }) =>
    searchBasket({ deps, session, owner: { firmId, employeeId }, input: parameters }),
  );
  router.add(kioskApi.check, ({ deps, session, firmId, employeeId, parameters }) =>
    checkBasket({ deps, session, owner: { firmId, employeeId }, input: parameters }),
  );
  router.add(kioskApi.send, ({ deps, session, firmId, employeeId, parameters, request }) =>
    sendBasket({
      deps,
      session,
      owner: { firmId, employeeId },
      input: parameters,
      logFailure: (err) => request.log.error({ err }, 'Beställningen från varukorgen kunde inte skickas'),
    }),
  );
}
