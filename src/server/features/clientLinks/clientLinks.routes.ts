import { clientLinksApi } from '@shared/api/clientLinks.api';
import type { ApiRouter } from '../../platform/http/router';
import { clientLinkOverview, createClientLinkWithOverview, revokeClientLink } from './clientLinks.usecases';
import { clientLinkPdf, decideClientLink, openClientLink } from './public/public.usecases';

export function clientLinksRoutes(router: ApiRouter): void {
  router.add(clientLinksApi.overview, ({ deps, firmId, session, parameters }) =>
    clientLinkOverview({ deps, firmId, session, ...parameters }),
  );
  router.add(clientLinksApi.create, ({ deps, firmId, session, parameters }) =>
    createClientLinkWithOverview({ deps, config: deps.config, firmId, session, ...parameters }),
  );
  router.add(clientLinksApi.revoke, ({ deps, firmId, session, parameters }) =>
    revokeClientLink({ deps, firmId, session, ...parameters }),
  );
  router.add(clientLinksApi.view, ({ deps, request, parameters }) =>
    openClientLink({ deps, token: parameters.token, ip: request.ip }),
  );
  router.add(clientLinksApi.pdf, ({ deps, request, parameters }) =>
    clientLinkPdf({ deps, token: parameters.token, ip: request.ip }),
  );
  router.add(clientLinksApi.accept, ({ deps, request, parameters }) =>
    decideClientLink({ deps, ip: request.ip, decision: 'ACCEPTED', ...parameters }),
  );
  router.add(clientLinksApi.decline, ({ deps, request, parameters }) =>
    decideClientLink({ deps, ip: request.ip, decision: 'DECLINED', ...parameters }),
  );
}
