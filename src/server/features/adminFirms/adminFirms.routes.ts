import { adminFirmsApi } from '@shared/api/adminFirms.api';
import type { ApiRouter } from '../../platform/http/router';
import { actAsEmployee, setSessionCookie } from '../auth';
import {
  createFirm,
  firmDetail,
  firmsList,
  firmWarehouses,
  setFirmActive,
  updateFirm,
} from './adminFirms.usecases';
import { approveGuest, guestApplications, rejectGuest } from './guests/guests.usecases';
import { createFirmAdmin, sendLoginLink, updateFirmEmployee } from './staff/staff.usecases';

export function adminFirmsRoutes(router: ApiRouter): void {
  router.add(adminFirmsApi.list, ({ deps, parameters }) => firmsList({ deps, query: parameters }));
  router.add(adminFirmsApi.warehouses, ({ deps }) => firmWarehouses({ deps }));
  router.add(adminFirmsApi.firm, ({ deps, parameters }) => firmDetail({ deps, uid: parameters.uid }));
  router.add(adminFirmsApi.create, ({ deps, adminId, request, parameters }) =>
    createFirm({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.update, ({ deps, adminId, request, parameters }) =>
    updateFirm({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.setActive, ({ deps, adminId, request, parameters }) =>
    setFirmActive({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.createAdmin, ({ deps, adminId, request, parameters }) =>
    createFirmAdmin({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.updateEmployee, ({ deps, adminId, request, parameters }) =>
    updateFirmEmployee({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.sendLoginLink, ({ deps, adminId, request, parameters }) =>
    sendLoginLink({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.guestApplications, ({ deps }) => guestApplications({ deps }));
  router.add(adminFirmsApi.approveGuest, ({ deps, adminId, request, parameters }) =>
    approveGuest({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.rejectGuest, ({ deps, adminId, request, parameters }) =>
    rejectGuest({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminFirmsApi.actAs, async ({ deps, adminId, session, request, reply, parameters }) => {
    const opened = await actAsEmployee({
      deps,
      adminId,
      employeeId: parameters.employeeUid,
      client: { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null },
      previous: session,
    });
    setSessionCookie(reply, deps.config, opened.secret, false);
    return { instanceToken: opened.instanceToken };
  });
}
