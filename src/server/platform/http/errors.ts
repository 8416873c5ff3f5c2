import type { ApiMessage } from '@shared/api/endpoint';

/**
 * An expected failure with a stable code, an HTTP status and the Swedish text the user sees.
 * Use cases throw these; the one error handler turns them into `{result: null, messages, userErrorMessage}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly text: string,
    readonly field?: string,
    readonly extraMessages: ApiMessage[] = [],
  ) {
    super(`${code}: ${text}`);
    this.name = 'AppError';
  }

  toMessages(): ApiMessage[] {
    const own: ApiMessage = { level: 'ERROR', code: this.code, text: this.text };
    if (this.field) own.field = this.field;
    return [own, ...this.extraMessages];
  }
}

type ErrorSpec = { status: number; text: string | ((...args: never[]) => string) };

type ErrorFactories<T extends Record<string, ErrorSpec>> = {
  [K in keyof T]: T[K]['text'] extends (...args: infer A) => string
    ? (...args: [...A, { field?: string }?]) => AppError
    : (options?: { field?: string }) => AppError;
};

/**
 * Declares a feature's errors once: `const authErrors = defineErrors({ INVALID_CREDENTIALS: {...} })`,
 * then `throw authErrors.INVALID_CREDENTIALS()`. Texts with parameters are functions.
 */
export function defineErrors<T extends Record<string, ErrorSpec>>(specs: T): ErrorFactories<T> {
  const factories: Record<string, (...args: unknown[]) => AppError> = {};
  for (const [code, spec] of Object.entries(specs)) {
    factories[code] = (...args: unknown[]) => {
      const last = args[args.length - 1];
      const options =
        typeof spec.text === 'function' && args.length > spec.text.length
          ? (last as { field?: string })
          : typeof spec.text === 'string'
            ? (last as { field?: string } | undefined)
            : undefined;
      const text =
        typeof spec.text === 'function' ? (spec.text as (...a: unknown[]) => string)(...args) : spec.text;
      return new AppError(code, spec.status, text, options?.field);
    };
  }
  return factories as ErrorFactories<T>;
}

/** Errors of the call layer itself, shared by every feature. */
export const httpErrors = defineErrors({
  MISSING_PARAMETER: { status: 400, text: (name: string) => `Parametern "${name}" saknas` },
  INVALID_PARAMETER: {
    status: 400,
    text: (name: string, why: string) => `Ogiltigt värde för "${name}": ${why}`,
  },
  NOT_AUTHENTICATED: { status: 401, text: 'Din session har upphört. Logga in igen.' },
  INSTANCE_TOKEN_INVALID: {
    status: 403,
    text: 'Säkerhetskontrollen misslyckades. Ladda om sidan och försök igen.',
  },
  FORBIDDEN: { status: 403, text: 'Du har inte behörighet till den här funktionen.' },
  NOT_FOUND: { status: 404, text: 'Det du söker finns inte (eller tillhör ett annat företag).' },
  VERSION_CONFLICT: {
    status: 409,
    text: 'Någon annan har ändrat uppgifterna sedan du öppnade dem. Ladda om sidan för att se den senaste versionen.',
  },
  BODY_TOO_LARGE: {
    status: 413,
    text: (maxBytes: number) =>
      `Det som skickades är för stort för den här funktionen (högst ${Math.round(maxBytes / 1024)} kB).`,
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    text: 'Begärans rubriker är för stora. Rensa webbplatsens cookies och försök igen.',
  },
  INPUT_TOO_DEEP: {
    status: 400,
    text: (maxDepth: number) => `Begäran är nästlad i fler än ${maxDepth} nivåer och kan inte läsas.`,
  },
  SERVICE_UNAVAILABLE: { status: 503, text: 'Serveren är inte tillgänglig. Vänligen ladda om sidan.' },
  INTERNAL: { status: 500, text: 'Unhandled server error' },
});
