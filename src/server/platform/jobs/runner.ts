import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './queue';

export interface RecurringJob {
  kind: string;
  everyMs: number;
}

/**
 * Polls the queue and schedules recurring jobs. A recurring job is enqueued with a dedupe key per time
 * slot, so however many servers run this loop, each slot's job exists once.
 */
export function startJobRunner(options: {
  queue: JobQueue;
  recurring: RecurringJob[];
  logger: FastifyBaseLogger;
  pollMs?: number;
}): () => Promise<void> {
  const { queue, recurring, logger } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    const now = Date.now();
    for (const job of recurring) {
      const slot = Math.floor(now / job.everyMs);
      await queue.enqueue(
        job.kind,
        {},
        { dedupeKey: `${job.kind}:${slot}`, runAt: new Date(slot * job.everyMs) },
      );
    }
    await queue.runDue(new Date());
  };

  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(tick).catch((error) => logger.error({ err: error }, 'Bakgrundsjobb misslyckades'));
  }, options.pollMs ?? 1000);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
