import { defineErrors } from '../../platform/http/errors';

export const accountingErrors = defineErrors({
  ACCOUNT_EXISTS: {
    status: 409,
    text: (account: string) =>
      `Kontot ${account} finns redan i kontoplanen. Byt namn på det i listan i stället.`,
  },
  ACCOUNT_UNKNOWN: { status: 404, text: (account: string) => `Kontot ${account} finns inte i kontoplanen` },
});
