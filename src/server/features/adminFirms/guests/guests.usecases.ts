import type { FirmDetail, FirmSettings, GuestApplication } from '@shared/api/adminFirms.api';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { isUniqueViolation } from '../../../platform/http/validation';
import { requestRejectedMail } from '../../administration';
import { type AdminActor, recordAdminAction } from '../../auditLog';
import { readProvider } from '../../settings';
import { adminFirmsErrors } from '../adminFirms.errors';
import { assertNewFirmPossible, detailOf, openFirm, refuseTakenCode } from '../adminFirms.usecases';
import { assertLoginFree, firmLabel, inviteEmployee, unusablePasswordHash } from '../staff/staff.usecases';
import { toGuestApplication } from './guests.mapper';
import {
  fieldsOfSurveys,
  guestDecisionExists,
  insertGuestDecision,
  pendingGuestAnswers,
} from './guests.repository';

async function pending(deps: AppDeps, answerId?: string): Promise<GuestApplication[]> {
  const rows = await pendingGuestAnswers(deps.db, answerId);
  const fields = await fieldsOfSurveys(deps.db, [...new Set(rows.map((r) => r.answer.surveyId))]);
  return rows.map(({ answer }) =>
    toGuestApplication(
      answer,
      fields.filter((f) => f.surveyId === answer.surveyId),
    ),
  );
}

export async function guestApplications({ deps }: { deps: AppDeps }) {
  return { items: await pending(deps) };
}

async function pendingOne(deps: AppDeps, uid: string): Promise<GuestApplication> {
  const [application] = await pending(deps, uid);
  if (application) return application;
  if (await guestDecisionExists(deps.db, uid)) throw adminFirmsErrors.APPLICATION_DECIDED();
  throw adminFirmsErrors.GUEST_APPLICATION_NOT_FOUND();
}

const applicationLabel = (a: GuestApplication) =>
  a.organisationNumber ? `${a.companyName} (${a.organisationNumber})` : a.companyName || a.email;

/**
 * One step from an application to a working guest account: the GUEST firm, its administrator with a
 * set-password link mailed to the applicant, and the decision, in one transaction. Two admins approving
 * the same application at once give one firm and one 409 (the decision's key), and the firm is undone.
 */
export async function approveGuest({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: {
    answerUid: string;
    settings: FirmSettings;
    admin: { login: string; displayName: string; email: string };
  };
}): Promise<FirmDetail> {
  const application = await pendingOne(deps, input.answerUid);
  const settings: FirmSettings = { ...input.settings, accessLevel: 'GUEST' };
  const providerId = await assertNewFirmPossible(deps, settings);
  await assertLoginFree(deps.db, input.admin.login, 'admin.login');
  const passwordHash = await unusablePasswordHash();
  try {
    const firm = await withTransaction(deps.db, async (tx) => {
      const created = await openFirm(tx, { actor, providerId, settings });
      const decided = await insertGuestDecision(tx, {
        answerId: application.uid,
        status: 'APPROVED',
        firmId: created.id,
        decidedAt: deps.clock.now(),
      });
      if (!decided) throw adminFirmsErrors.APPLICATION_DECIDED();
      const invitation = { ...input.admin, role: 'ADMIN' as const };
      await inviteEmployee(tx, { deps, actor, firm: created, invitation, passwordHash });
      await recordAdminAction(tx, {
        ...actor,
        action: 'GUEST_APPLICATION_APPROVED',
        targetType: 'GUEST_APPLICATION',
        targetId: application.uid,
        targetLabel: applicationLabel(application),
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', firm: firmLabel(created), admin: input.admin.login.trim() },
      });
      return created;
    });
    return detailOf(deps, firm);
  } catch (error) {
    if (isUniqueViolation(error, 'employees_login_unique'))
      throw adminFirmsErrors.LOGIN_TAKEN({ field: 'admin.login' });
    return refuseTakenCode(error);
  }
}

export async function rejectGuest({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { answerUid: string; reason: string };
}): Promise<{ uid: string }> {
  const application = await pendingOne(deps, input.answerUid);
  const provider = await readProvider(deps.db);
  await withTransaction(deps.db, async (tx) => {
    const decided = await insertGuestDecision(tx, {
      answerId: application.uid,
      status: 'REJECTED',
      note: input.reason,
      decidedAt: deps.clock.now(),
    });
    if (!decided) throw adminFirmsErrors.APPLICATION_DECIDED();
    await recordAdminAction(tx, {
      ...actor,
      action: 'GUEST_APPLICATION_REJECTED',
      targetType: 'GUEST_APPLICATION',
      targetId: application.uid,
      targetLabel: applicationLabel(application),
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', reason: input.reason },
    });
    if (application.email) {
      const mail = { to: application.email, what: 'gästkonto', reason: input.reason };
      await deps.mail.queue(requestRejectedMail({ ...mail, providerName: provider?.name ?? 'Montör' }), tx);
    }
  });
  return { uid: application.uid };
}
