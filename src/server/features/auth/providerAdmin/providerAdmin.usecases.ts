import type { AdminSession } from '@shared/api/administration.api';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps, RequestSession } from '../../../platform/http/context';
import { recordAdminAction } from '../../auditLog';
import { verifyAgainstNothing, verifyPassword } from '../../employees';
import { authErrors } from '../auth.errors';
import {
  deleteSession,
  findProviderAdmin,
  findProviderAdminById,
  recordLoginAttempt,
} from '../auth.repository';
import { isStored, openSession, openVisitorSession } from '../auth.session';
import { assertNotThrottled, type ClientInfo } from '../auth.usecases';

/**
 * The provider administration's own login (issue #23, decision 0058). Its session has the admin and no
 * employee or firm, so no firm's data is in reach: a provider admin reads a firm only by logging in as one of
 * its employees (`adminLogin` on the ordinary login), which is logged. Same throttle as every login.
 */
export async function loginProviderAdmin({
  deps,
  input,
  client,
  previous,
}: {
  deps: AppDeps;
  input: { login: string; password: string };
  client: ClientInfo;
  previous: RequestSession | null;
}): Promise<{ current: AdminSession; secret: string }> {
  const { db } = deps;
  const login = input.login.trim();
  const now = deps.clock.now();
  await assertNotThrottled(db, login, client.ip, now);
  const admin = await findProviderAdmin(db, login);
  const valid = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  await recordLoginAttempt(db, { login, ip: client.ip, succeeded: Boolean(valid && admin), at: now });
  if (!valid || !admin) throw authErrors.INVALID_CREDENTIALS();
  if (previous && isStored(previous)) await deleteSession(db, previous.id);
  const opened = await withTransaction(db, async (tx) => {
    const session = await openSession(tx, { adminId: admin.id, ...client, now });
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'LOGIN',
      targetType: 'ADMIN',
      targetId: admin.id,
      targetLabel: `${admin.displayName} (${admin.login})`,
      ip: client.ip,
    });
    return session;
  });
  return {
    current: {
      instanceToken: opened.session.instanceToken,
      admin: { login: admin.login, displayName: admin.displayName },
    },
    secret: opened.secret,
  };
}

/** The admin of the browser's session, if it is an administration session; a visitor token otherwise. */
export async function providerAdminSession({
  deps,
  session,
}: {
  deps: AppDeps;
  session: RequestSession | null;
}): Promise<{ current: AdminSession; newSecret: string | null }> {
  if (!session) {
    const visitor = openVisitorSession();
    return { current: { instanceToken: visitor.instanceToken, admin: null }, newSecret: visitor.secret };
  }
  const admin = session.providerAdminId
    ? await findProviderAdminById(deps.db, session.providerAdminId)
    : null;
  return {
    current: {
      instanceToken: session.instanceToken,
      admin: admin && { login: admin.login, displayName: admin.displayName },
    },
    newSecret: null,
  };
}
