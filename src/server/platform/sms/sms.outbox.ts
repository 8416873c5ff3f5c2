import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { smsOutbox } from './sms.table';

export interface OutgoingSms {
  to: string;
  text: string;
  firmId?: string | null;
}

/** Where an SMS physically goes: an SMS gateway in production, nowhere but the outbox table in development. */
export interface SmsSender {
  readonly name: string;
  deliver(sms: { to: string; text: string }): Promise<void>;
}

/** Development: the SMS stays in sms_outbox (the developer page /dev/outbox lists it) and in the log. */
export function outboxOnlySmsSender(log: (text: string) => void): SmsSender {
  return {
    name: 'outbox',
    async deliver(sms) {
      log(`SMS till ${sms.to}: ${sms.text}`);
    },
  };
}

/**
 * A gateway taking `POST {url}` with JSON `{ to, message }` and a bearer token, answering 2xx when it has
 * accepted the message (the common shape of Swedish SMS gateways' REST APIs). Anything else is an error,
 * so the job retries with its backoff and the row keeps the error text.
 */
export function httpSmsSender(options: { url: string; token: string; timeoutMs?: number }): SmsSender {
  return {
    name: 'http',
    async deliver(sms) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: sms.to, message: sms.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const body = (await response.text()).slice(0, 200);
        throw new Error(`SMS-tjänsten svarade ${response.status}${body ? `: ${body}` : ''}`);
      }
    },
  };
}

/** Swedish mobile numbers as gateways want them: +46 and digits only ("070-123 45 67" → "+46701234567"). */
export function normalisePhone(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.length >= 9 ? digits : null;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0') && digits.length >= 8) return `+46${digits.slice(1)}`;
  return null;
}

export const SMS_JOB = 'sms.send';

/** Queues SMS in the database and sends them from a job, so a crash between the two loses nothing. */
export class SmsService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly sender: SmsSender,
  ) {
    jobs.register(SMS_JOB, async ({ job, db }) => {
      const { outboxId } = job.payload as { outboxId: string };
      const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, outboxId));
      if (!sms || sms.sentAt) return { skipped: true };
      try {
        await this.sender.deliver({ to: sms.to, text: sms.text });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(smsOutbox).set({ error: message }).where(eq(smsOutbox.id, outboxId));
        throw error;
      }
      await db.update(smsOutbox).set({ sentAt: new Date(), error: null }).where(eq(smsOutbox.id, outboxId));
      return { sent: true };
    });
  }

  get senderName(): string {
    return this.sender.name;
  }

  /** `db` lets a caller queue inside its own transaction: the SMS exists exactly when its cause does. */
  async queue(sms: OutgoingSms, db: Db = this.db): Promise<string> {
    const [row] = await db
      .insert(smsOutbox)
      .values({ to: sms.to, text: sms.text, firmId: sms.firmId ?? null })
      .returning({ id: smsOutbox.id });
    await this.jobs.enqueue(SMS_JOB, { outboxId: row!.id }, { firmId: sms.firmId ?? undefined }, db);
    return row!.id;
  }

  async recent(limit = 50) {
    return this.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
  }

  async unsent() {
    return this.db.select().from(smsOutbox).where(isNull(smsOutbox.sentAt));
  }
}
