import { employeeMessages } from '@shared/api/employees.api';
import { defineErrors } from '../../platform/http/errors';

export const employeeErrors = defineErrors({
  LOGIN_TAKEN: { status: 400, text: employeeMessages.loginTaken },
  LAST_ADMIN: { status: 400, text: employeeMessages.lastAdmin },
  SELF_DEACTIVATE: { status: 400, text: employeeMessages.selfDeactivate },
  SELF_DEMOTE: { status: 400, text: employeeMessages.selfDemote },
  CURRENT_PASSWORD_WRONG: { status: 400, text: employeeMessages.currentPasswordWrong },
});
