import { administrationApi } from '@shared/api/administration.api';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/http/router';
import {
  clearSessionCookie,
  loginProviderAdmin,
  logout,
  providerAdminSession,
  setSessionCookie,
} from '../auth';
import {
  approveRegistration,
  auditLog,
  customerApplications,
  firmsFound,
  registrationRequests,
  rejectCustomerApplication,
  rejectRegistration,
} from './administration.usecases';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export function administrationRoutes(router: ApiRouter): void {
  router.add(administrationApi.current, async ({ deps, session, reply }) => {
    const { current, newSecret } = await providerAdminSession({ deps, session });
    if (newSecret) setSessionCookie(reply, deps.config, newSecret, false);
    return current;
  });
  router.add(administrationApi.login, async ({ deps, parameters, session, request, reply }) => {
    const { current, secret } = await loginProviderAdmin({
      deps,
      input: parameters,
      client: clientOf(request),
      previous: session,
    });
    setSessionCookie(reply, deps.config, secret, false);
    return current;
  });
  router.add(administrationApi.logout, async ({ deps, session, reply }) => {
    clearSessionCookie(reply, deps.config);
    const { current, secret } = await logout({ deps, session });
    setSessionCookie(reply, deps.config, secret, false);
    return { instanceToken: current.instanceToken, admin: null };
  });

  router.add(administrationApi.registrations, ({ deps, parameters }) =>
    registrationRequests({ deps, status: parameters.status }),
  );
  router.add(administrationApi.approveRegistration, ({ deps, adminId, request, parameters }) =>
    approveRegistration({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(administrationApi.rejectRegistration, ({ deps, adminId, request, parameters }) =>
    rejectRegistration({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(administrationApi.customerApplications, ({ deps, parameters }) =>
    customerApplications({ deps, status: parameters.status }),
  );
  router.add(administrationApi.rejectCustomerApplication, ({ deps, adminId, request, parameters }) =>
    rejectCustomerApplication({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(administrationApi.firms, ({ deps, parameters }) =>
    firmsFound({ deps, search: parameters.search }),
  );
  router.add(administrationApi.auditLog, ({ deps, parameters }) => auditLog({ deps, ...parameters }));
}
