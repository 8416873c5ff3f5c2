import { isApiError } from '../../api/api-error';

export const INVALID_LOGIN_TEXT = 'Inloggningen misslyckades. Felaktigt användarnamn eller lösenord';
export const BOTH_REQUIRED_TEXT = 'Båda fälten är nödvändiga att fylla i';

export type LoginField = 'username' | 'password' | 'actAs';

export interface LoginFormError {
  text: string;
  fields: LoginField[];
}

/**
 * What the login form shows for a failed login, or null when the failure is not the form's business
 * (the caller rethrows it to the system problem dialog).
 */
export function loginFormError(error: unknown, adminMode: boolean): LoginFormError | null {
  if (!isApiError(error)) return null;
  if (error.code === 'INVALID_CREDENTIALS') {
    return {
      text: error.userErrorMessage ?? INVALID_LOGIN_TEXT,
      fields: adminMode ? ['username', 'password', 'actAs'] : ['username', 'password'],
    };
  }
  if (error.status === 429) return { text: error.displayText, fields: [] };
  if (error.status === 400) {
    const byParameter: Record<string, LoginField> = {
      adminLogin: 'username',
      employeeLogin: adminMode ? 'actAs' : 'username',
      password: 'password',
    };
    const fields = error.messages.flatMap((m) =>
      m.field && byParameter[m.field] ? [byParameter[m.field]!] : [],
    );
    return { text: error.displayText, fields };
  }
  return null;
}
