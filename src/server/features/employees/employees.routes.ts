import { employeesApi } from '@shared/api/employees.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  type EndEmployeeSessions,
  employeeFormConfig,
  getEmployee,
  getOwnEmployee,
  listEmployees,
  saveEmployee,
  saveOwnEmployee,
} from './employees.usecases';

/** `endSessions` is auth's (sessions are auth's); the app passes it in. */
export function employeesRoutes(
  router: ApiRouter,
  { endSessions }: { endSessions: EndEmployeeSessions },
): void {
  router.add(employeesApi.employee, ({ deps, firmId, employeeId, parameters }) =>
    getEmployee({ deps, firmId, employeeId, uid: parameters.uid }),
  );
  router.add(employeesApi.save, ({ deps, firmId, employeeId, session, parameters, messages }) =>
    saveEmployee({
      deps,
      firmId,
      employeeId,
      sessionId: session.id,
      input: parameters,
      messages,
      endSessions,
    }),
  );
  router.add(employeesApi.list, ({ deps, firmId, parameters }) =>
    listEmployees({ deps, firmId, input: parameters }),
  );
  router.add(employeesApi.formConfig, async () => employeeFormConfig());
  router.add(employeesApi.own, ({ deps, firmId, employeeId }) =>
    getOwnEmployee({ deps, firmId, employeeId }),
  );
  router.add(employeesApi.saveOwn, ({ deps, firmId, employeeId, session, parameters, messages }) =>
    saveOwnEmployee({
      deps,
      firmId,
      employeeId,
      sessionId: session.id,
      input: parameters,
      messages,
      endSessions,
    }),
  );
}
