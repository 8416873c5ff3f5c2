import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { withTransaction } from '../db/transaction';
import type { JobQueue } from '../jobs/queue';
import { mailAttachments, mailOutbox } from './mail.table';
import {
  type DeliverableMail,
  describeMailError,
  formatSender,
  type MailTransport,
  type OutgoingMail,
  senderParts,
} from './mail.transport';

export {
  type DeliverableMail,
  type MailAttachment,
  type MailTransport,
  type OutgoingMail,
  outboxOnlyTransport,
  smtpTransport,
} from './mail.transport';

export const MAIL_JOB = 'mail.send';

/**
 * Delivery attempts before a mail is given up: with the queue's backoff (10 s · n²) the last one is
 * about 45 minutes after the first, long enough to ride out a relay's restart or a short outage.
 */
export const MAIL_MAX_ATTEMPTS = 10;

/** How a mail ended: sent, or given up (after the last retry, or at once when the server refused it). */
export interface MailOutcome {
  outboxId: string;
  status: 'SENT' | 'FAILED';
  at: Date;
  /** Swedish, for the user: why it failed; null when sent. */
  reason: string | null;
  /** The transaction the outbox row was updated in, so a listener's change commits with it. */
  db: Db;
}

export type MailOutcomeListener = (outcome: MailOutcome) => Promise<void>;

/** Queues mail in the database and sends it from a job, so a crash between the two loses nothing. */
export class MailService {
  private readonly listeners: MailOutcomeListener[] = [];
  private readonly sender: { name: string; address: string };

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly transport: MailTransport,
    from: string,
    private readonly maxAttempts = MAIL_MAX_ATTEMPTS,
  ) {
    this.sender = senderParts(from);
    jobs.register(MAIL_JOB, async ({ job, db }) => {
      const { outboxId } = job.payload as { outboxId: string };
      const mail = await this.deliverable(db, outboxId);
      if (!mail) return { skipped: true };
      try {
        await this.transport.deliver(mail);
      } catch (error) {
        const technical = error instanceof Error ? error.message : String(error);
        const { text, permanent } = describeMailError(error);
        const last = permanent || job.attempts >= job.maxAttempts;
        if (!last) {
          await db.update(mailOutbox).set({ error: technical }).where(eq(mailOutbox.id, outboxId));
          throw error;
        }
        const reason = permanent ? text : `${text} Montör försökte ${job.attempts} gånger.`;
        await this.settle(db, outboxId, 'FAILED', reason, technical);
        return { failed: true, permanent };
      }
      await this.settle(db, outboxId, 'SENT', null, null);
      return { sent: true };
    });
  }

  /** A feature learns how its mail ended (the sent log of documents marks a mailing SENT or FAILED). */
  onOutcome(listener: MailOutcomeListener): void {
    this.listeners.push(listener);
  }

  /** The display name a firm's mail goes out under: "Rörfirman AB via Montör". */
  firmSenderName(firmName: string): string {
    const app = this.sender.name || 'Montör';
    return firmName.trim() ? `${firmName.trim()} via ${app}` : app;
  }

  /** `db` lets a caller queue inside its own transaction: the mail exists exactly when its cause does. */
  async queue(mail: OutgoingMail, db: Db = this.db): Promise<string> {
    const to = typeof mail.to === 'string' ? mail.to : mail.to.join(', ');
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        fromName: mail.fromName ?? null,
        replyTo: mail.replyTo ?? null,
      })
      .returning({ id: mailOutbox.id });
    const outboxId = row!.id;
    const files = mail.attachments ?? [];
    if (files.length > 0) {
      await db
        .insert(mailAttachments)
        .values(files.map((file, position) => ({ outboxId, position, ...file })));
    }
    await this.jobs.enqueue(MAIL_JOB, { outboxId }, { maxAttempts: this.maxAttempts }, db);
    return outboxId;
  }

  async recent(limit = 50) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  /** The attachments' names and sizes of some mails, without their bytes (the developer outbox). */
  async attachmentsOf(outboxIds: readonly string[]) {
    if (outboxIds.length === 0) return [];
    return this.db
      .select({
        id: mailAttachments.id,
        outboxId: mailAttachments.outboxId,
        fileName: mailAttachments.fileName,
        contentType: mailAttachments.contentType,
        size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
      })
      .from(mailAttachments)
      .where(inArray(mailAttachments.outboxId, [...outboxIds]))
      .orderBy(asc(mailAttachments.position));
  }

  async attachment(outboxId: string, attachmentId: string) {
    const rows = await this.db.select().from(mailAttachments).where(eq(mailAttachments.id, attachmentId));
    const row = rows[0];
    return row && row.outboxId === outboxId ? row : null;
  }

  /** The sender as a mail shows it: the firm's name on the app's own address, never the firm's domain. */
  sentFrom(fromName: string | null): string {
    return formatSender(fromName ?? this.sender.name, this.sender.address);
  }

  async unsent() {
    return this.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
  }

  private async deliverable(db: Db, outboxId: string): Promise<DeliverableMail | null> {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!mail || mail.sentAt || mail.failedAt) return null;
    const files = await db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.outboxId, outboxId))
      .orderBy(asc(mailAttachments.position));
    return {
      from: this.sentFrom(mail.fromName),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      attachments: files.map((f) => ({
        fileName: f.fileName,
        contentType: f.contentType,
        content: f.content,
      })),
    };
  }

  private async settle(
    db: Db,
    outboxId: string,
    status: MailOutcome['status'],
    reason: string | null,
    technical: string | null,
  ): Promise<void> {
    const at = new Date();
    await withTransaction(db, async (tx) => {
      await tx
        .update(mailOutbox)
        .set(status === 'SENT' ? { sentAt: at, error: null } : { failedAt: at, error: technical })
        .where(eq(mailOutbox.id, outboxId));
      for (const listener of this.listeners) await listener({ outboxId, status, at, reason, db: tx });
    });
  }
}
