import nodemailer from 'nodemailer';

/** A file sent with a mail, kept in `mail_attachments` until the mail has left. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A mail as a feature hands it over; `to` may list several addresses. */
export interface OutgoingMail {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  /** The display name on the app's own address (the firm's, "Rörfirman AB via Montör"). */
  fromName?: string;
  /** Where an answer goes: the employee who sent a document. */
  replyTo?: string;
  attachments?: readonly MailAttachment[];
}

/** A mail as the outbox delivers it: the sender formatted, the recipients as one address list. */
export interface DeliverableMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments: MailAttachment[];
}

/** Where mail physically goes: an SMTP relay in production, nowhere but the outbox table in development. */
export interface MailTransport {
  readonly name: string;
  deliver(mail: DeliverableMail): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        attachments: mail.attachments.map((a) => ({
          filename: a.fileName,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}

/** Development: the mail stays in the outbox, readable on the developer page /dev/outbox and in the log. */
export function outboxOnlyTransport(log: (text: string) => void): MailTransport {
  return {
    name: 'outbox',
    async deliver(mail) {
      const files = mail.attachments.map((a) => `${a.fileName} (${a.content.length} byte)`).join(', ');
      log(`E-post till ${mail.to}: ${mail.subject}${files ? ` [${files}]` : ''}\n${mail.text}`);
    },
  };
}

/** The bare address of a configured sender like `Montör <noreply@montor.local>`. */
export function senderParts(configured: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(configured);
  if (!match) return { name: '', address: configured.trim() };
  return { name: match[1]!.trim(), address: match[2]!.trim() };
}

/** `"Name" <address>` with the name quoted, so a firm called `A, B & "C"` stays one display name. */
export function formatSender(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  return `"${clean.replace(/["\\]/g, (c) => `\\${c}`)}" <${address}>`;
}

/**
 * Why a delivery failed, in Swedish for the sent log. A 5xx answer is the server refusing the mail for
 * good (no such mailbox, message refused): retrying cannot help, so the outbox stops at once.
 */
export function describeMailError(error: unknown): { text: string; permanent: boolean } {
  const e = error as { code?: string; responseCode?: number; response?: string };
  if (typeof e?.responseCode === 'number' && e.responseCode >= 500) {
    const answer = e.response ? `: ${e.response.slice(0, 200)}` : '';
    return { text: `E-postservern avvisade meddelandet (${e.responseCode}${answer}).`, permanent: true };
  }
  if (typeof e?.responseCode === 'number' && e.responseCode >= 400) {
    return {
      text: `E-postservern kunde inte ta emot meddelandet just nu (${e.responseCode}).`,
      permanent: false,
    };
  }
  if (e?.code && ['ECONNECTION', 'ECONNREFUSED', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH'].includes(e.code)) {
    return {
      text:
        e.code === 'EAUTH'
          ? 'Montör kunde inte logga in på e-postservern.'
          : 'E-postservern gick inte att nå.',
      permanent: false,
    };
  }
  return { text: 'Meddelandet kunde inte skickas.', permanent: false };
}
