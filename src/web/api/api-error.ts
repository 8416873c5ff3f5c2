import type { ApiMessage } from '@shared/api/endpoint';

export interface ApiErrorInit {
  status: number;
  code: string;
  messages: ApiMessage[];
  userErrorMessage?: string;
  /** The call layer already told the user (notification, login modal): nobody should show it again. */
  handled?: boolean;
}

/** A non-2xx answer. `status` 0 means the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: ApiMessage[];
  readonly userErrorMessage: string | undefined;
  readonly handled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.userErrorMessage ?? init.messages[0]?.text ?? `${init.status} ${init.code}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages;
    this.userErrorMessage = init.userErrorMessage;
    this.handled = init.handled ?? false;
  }

  /** The text to show the user: the server's own sentence when it gave one. */
  get displayText(): string {
    return this.userErrorMessage ?? this.messages[0]?.text ?? this.message;
  }

  /** Messages that name a parameter, keyed by that parameter path. */
  fieldMessages(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const m of this.messages) {
      if (m.field && !(m.field in result)) result[m.field] = m.text;
    }
    return result;
  }
}

export class AbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'AbortedError';
  }
}

export function isAborted(error: unknown): error is AbortedError {
  return error instanceof AbortedError;
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
