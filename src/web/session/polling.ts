import { isAborted, isApiError } from '../api/api-error';
import { createStore } from '../lib/store';

export interface PollingTask {
  /** Unique name; registering the same id again replaces the task. */
  id: string;
  run(): Promise<unknown>;
}

/** product-spec §9: the helper's fallback until global settings name the real interval. */
const DEFAULT_INTERVAL_MS = 300_000;

const tasks = new Map<string, PollingTask>();
let intervalMs = DEFAULT_INTERVAL_MS;
let timer: ReturnType<typeof setInterval> | undefined;
let ticking = false;

/** Whether the shared polling timer runs. Tab mirroring and tests watch it. */
export const pollingActive = createStore(false);

export function registerPollingTask(task: PollingTask): () => void {
  tasks.set(task.id, task);
  return () => {
    if (tasks.get(task.id) === task) tasks.delete(task.id);
  };
}

async function tick() {
  // A slow server must not pile up overlapping rounds of the same requests.
  if (ticking) return;
  ticking = true;
  try {
    const outcomes = await Promise.allSettled([...tasks.values()].map((task) => task.run()));
    for (const outcome of outcomes) {
      const error = outcome.status === 'rejected' ? outcome.reason : null;
      // The call layer has told the user about handled failures; a background task must not open dialogs.
      if (error && !isAborted(error) && !(isApiError(error) && error.handled)) {
        console.warn('Polling task failed', error);
      }
    }
  } finally {
    ticking = false;
  }
}

function schedule() {
  clearInterval(timer);
  timer = setInterval(() => void tick(), intervalMs);
}

export function startPolling() {
  if (pollingActive.get()) return;
  pollingActive.set(true);
  schedule();
}

export function stopPolling() {
  clearInterval(timer);
  timer = undefined;
  pollingActive.set(false);
}

export function setPollingInterval(ms: number) {
  if (ms <= 0 || ms === intervalMs) return;
  intervalMs = ms;
  if (pollingActive.get()) schedule();
}
