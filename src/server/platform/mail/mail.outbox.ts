import { desc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { mailOutbox } from './mail.table';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail physically goes: an SMTP relay in production, nowhere but the outbox table in development. */
export interface MailTransport {
  readonly name: string;
  deliver(mail: OutgoingMail & { from: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
  };
}

/** Development: the mail stays in the outbox, readable on the developer page /dev/outbox and in the log. */
export function outboxOnlyTransport(log: (text: string) => void): MailTransport {
  return {
    name: 'outbox',
    async deliver(mail) {
      log(`E-post till ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

export const MAIL_JOB = 'mail.send';

/** Queues mail in the database and sends it from a job, so a crash between the two loses nothing. */
export class MailService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {
    jobs.register(MAIL_JOB, async ({ job, db }) => {
      const { outboxId } = job.payload as { outboxId: string };
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      const mail = rows[0];
      if (!mail || mail.sentAt) return { skipped: true };
      await this.transport.deliver({ ...mail, html: mail.html ?? undefined, from: this.from });
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, outboxId));
      return { sent: true };
    });
  }

  async queue(mail: OutgoingMail, db: Db = this.db): Promise<string> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .returning({ id: mailOutbox.id });
    await this.jobs.enqueue(MAIL_JOB, { outboxId: row!.id }, {}, db);
    return row!.id;
  }

  async recent(limit = 50) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  async unsent() {
    return this.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
  }
}
