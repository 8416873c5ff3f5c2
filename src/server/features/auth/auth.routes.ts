import { authApi } from '@shared/api/auth.api';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/http/router';
import { getGlobalSettings } from '../settings';
import { clearSessionCookie, setSessionCookie } from './auth.session';
import {
  type ClientInfo,
  currentSession,
  login,
  logout,
  requestPasswordReset,
  sendLoginInfoRequest,
  setNewPassword,
  updateOwnSession,
} from './auth.usecases';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export function authRoutes(router: ApiRouter): void {
  router.add(authApi.current, async ({ deps, session, reply }) => {
    const { current, newSecret } = await currentSession({ deps, session });
    if (newSecret) setSessionCookie(reply, deps.config, newSecret, false);
    return current;
  });

  router.add(authApi.globalSettings, ({ deps }) => getGlobalSettings({ deps }));

  router.add(authApi.login, async ({ deps, parameters, session, request, reply }) => {
    const { current, secret, durable } = await login({
      deps,
      input: parameters,
      client: clientOf(request),
      previous: session,
    });
    setSessionCookie(reply, deps.config, secret, durable);
    return current;
  });

  router.add(authApi.logout, async ({ deps, session, reply }) => {
    clearSessionCookie(reply, deps.config);
    const { current, secret } = await logout({ deps, session });
    setSessionCookie(reply, deps.config, secret, false);
    return current;
  });

  router.add(authApi.resetPassword, ({ deps, parameters, request }) =>
    requestPasswordReset({ deps, input: parameters, client: clientOf(request) }),
  );
  router.add(authApi.setNewPassword, ({ deps, parameters }) => setNewPassword({ deps, input: parameters }));

  router.add(authApi.sendLoginInfoRequest, async ({ deps, parameters, request }) => {
    await sendLoginInfoRequest({ deps, input: parameters, client: clientOf(request) });
    return {};
  });

  router.add(authApi.setClientMode, ({ deps, session, parameters }) =>
    updateOwnSession({ deps, session, change: { clientMode: parameters.clientMode } }),
  );
  router.add(authApi.setMainMenuOpened, ({ deps, session, parameters }) =>
    updateOwnSession({ deps, session, change: { mainMenuOpened: parameters.mainMenuOpened } }),
  );
}
