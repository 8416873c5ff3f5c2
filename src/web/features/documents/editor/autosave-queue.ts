/**
 * Autosave (api-spec §7.7, product-spec §4): changes are debounced 50 ms and sent through a queue with one
 * save in flight at a time. Edits made while a save is on its way are sent right after it (with the
 * version that save returned), so none is lost. A conflict (409) stops the queue until the user chooses;
 * a refused save (400) waits for the next edit; anything else (network, 5xx) is retried with backoff.
 */

export type SaveFailure = 'conflict' | 'refused' | 'retry';

export type AutosaveStatus =
  | { kind: 'clean' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'retrying'; attempt: number; error: unknown }
  | { kind: 'conflict'; error: unknown }
  | { kind: 'refused'; error: unknown };

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  now(): Date;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => new Date(),
};

export interface AutosaveOptions {
  /** Sends the current local state; the editor reads its newest version and uid itself. */
  send: (revision: number) => Promise<void>;
  classify: (error: unknown) => SaveFailure;
  onStatus: (status: AutosaveStatus) => void;
  debounceMs?: number;
  timers?: Timers;
}

export const AUTOSAVE_DEBOUNCE_MS = 50;

/** 1 s, 2 s, 4 s … up to 30 s between attempts while the server cannot be reached. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

export class AutosaveQueue {
  private revision = 0;
  private savedRevision = 0;
  /** A refused revision is not sent again until the user changes something. */
  private refusedRevision = -1;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private attempt = 0;
  private stopped = false;
  private status: AutosaveStatus = { kind: 'clean' };
  private readonly debounceMs: number;
  private readonly timers: Timers;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: AutosaveOptions) {
    this.debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
    this.timers = options.timers ?? browserTimers;
  }

  /** The local state changed: save it soon. Returns the new revision. */
  changed(): number {
    this.revision += 1;
    if (!this.stopped) {
      if (!this.inFlight) this.setStatus({ kind: 'pending' });
      this.schedule(this.debounceMs);
    }
    return this.revision;
  }

  /** The local state is what the server holds (loaded, or reloaded without the user's changes). */
  markClean(): void {
    this.cancelTimer();
    this.savedRevision = this.revision;
    this.attempt = 0;
    this.setStatus({ kind: 'clean' });
  }

  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  get current(): AutosaveStatus {
    return this.status;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** A conflict or a read-only document: nothing is sent until `resume`. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  /** Another call on the document (completing) met a newer version: stop as a save would. */
  conflict(error: unknown): void {
    this.stop();
    this.setStatus({ kind: 'conflict', error });
  }

  resume(): void {
    this.stopped = false;
    this.attempt = 0;
    if (this.dirty) this.schedule(0);
  }

  /** Sends what is waiting now and resolves once everything is saved (or the queue cannot save). */
  async settle(): Promise<void> {
    this.cancelTimer();
    if (!this.inFlight && this.dirty && !this.stopped) void this.flush();
    if (!this.inFlight) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  dispose(): void {
    this.stop();
    this.releaseWaiters();
  }

  private setStatus(status: AutosaveStatus) {
    this.status = status;
    this.options.onStatus(status);
  }

  private cancelTimer() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private schedule(ms: number) {
    this.cancelTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private releaseWaiters() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.stopped || !this.dirty || this.revision === this.refusedRevision) {
      if (!this.inFlight) this.releaseWaiters();
      return;
    }
    const revision = this.revision;
    this.setStatus({ kind: 'saving' });
    const run = this.options.send(revision).then(
      () => this.succeeded(revision),
      (error: unknown) => this.failed(revision, error),
    );
    this.inFlight = run;
    await run;
  }

  private succeeded(revision: number) {
    this.inFlight = null;
    this.savedRevision = Math.max(this.savedRevision, revision);
    this.attempt = 0;
    if (this.dirty && !this.stopped) {
      // Edits made during the save go out now, with the version this save returned.
      void this.flush();
      return;
    }
    this.setStatus({ kind: 'saved', at: this.timers.now() });
    this.releaseWaiters();
  }

  private failed(revision: number, error: unknown) {
    this.inFlight = null;
    const failure = this.options.classify(error);
    if (failure === 'conflict') {
      this.stop();
      this.setStatus({ kind: 'conflict', error });
    } else if (failure === 'refused') {
      this.refusedRevision = revision;
      if (this.revision !== revision && !this.stopped) {
        void this.flush();
        return;
      }
      this.setStatus({ kind: 'refused', error });
    } else {
      this.attempt += 1;
      this.setStatus({ kind: 'retrying', attempt: this.attempt, error });
      if (!this.stopped) this.schedule(retryDelayMs(this.attempt));
    }
    this.releaseWaiters();
  }
}
