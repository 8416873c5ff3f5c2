import { settingsMessages } from '@shared/api/adminSettings.api';
import { defineErrors } from '../../platform/http/errors';

export const adminSettingsErrors = defineErrors({
  RULE_IN_FORCE: { status: 409, text: settingsMessages.inForce },
  PERIOD_NOT_FOUND: { status: 404, text: 'Perioden finns inte.' },
});
