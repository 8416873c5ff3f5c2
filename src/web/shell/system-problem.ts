import { isAborted, isApiError } from '../api/api-error';
import { createStore } from '../lib/store';

export interface SystemProblem {
  /** The server's own explanation, when the problem came from a call. */
  userErrorMessage: string | null;
  details: string;
}

export const systemProblemStore = createStore<SystemProblem | null>(null);

/** Cross-origin script errors carry no information, and ResizeObserver loop notices are harmless. */
const suppressed = [/^Script error\.?$/, /ResizeObserver/];

function problemDetails(error: unknown): string {
  if (isApiError(error)) {
    const lines = error.messages.map(
      (m) => `${m.level} ${m.code}${m.field ? ` (${m.field})` : ''}: ${m.text}`,
    );
    return [`HTTP ${error.status} ${error.code}`, ...lines].join('\n');
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error, null, 2);
}

export function reportProblem(error: unknown) {
  if (isAborted(error) || (isApiError(error) && error.handled)) return;
  const message = error instanceof Error ? error.message : String(error);
  if (suppressed.some((pattern) => pattern.test(message))) return;
  systemProblemStore.set({
    userErrorMessage: isApiError(error) ? (error.userErrorMessage ?? null) : null,
    details: problemDetails(error),
  });
}

export function dismissProblem() {
  systemProblemStore.set(null);
}

export function installGlobalErrorHandlers() {
  window.addEventListener('error', (event) => reportProblem(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportProblem(event.reason));
}
