import { documentTypes, printLayouts } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { anyDocumentAccess, referenceSchema } from './documents/engine.api';
import { defineEndpoint } from './endpoint';
import { TEXT, text } from './limits';
import { reportFormats } from './printing.api';

/**
 * Sending documents by e-mail (issue #15, api-spec §7.4 `emailAddresses`, `sendPdfToEmail`,
 * `references/send`; decision 0027). A mail goes to addresses the server lists for the document (the
 * employee's own, the client's contacts), from the app's address with the firm's name, Reply-To the
 * employee, through the database outbox; the sent log shows how it went.
 */

const docRef = { docType: z.enum(documentTypes), docUid: z.uuid() };

/** Where a listed address comes from, so the dialog can say "Din e-post" or "Kundens kontakt". */
export const emailAddressSources = [
  'EMPLOYEE',
  'CLIENT_CONTACT',
  'CUSTOMER_CONTACT',
  'CLIENT_REGISTER',
] as const;
export type EmailAddressSource = (typeof emailAddressSources)[number];

export const emailAddressSchema = z.object({
  email: z.string(),
  /** The person's name where known ("Karin Ek"), else empty. */
  name: z.string(),
  source: z.enum(emailAddressSources),
  /** Swedish, ready to show: "Din e-post", "Kundens kontakt på dokumentet", "Kundregistret: Karin Ek". */
  label: z.string(),
});
export type EmailAddress = z.infer<typeof emailAddressSchema>;

export const mailingStatuses = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MailingStatus = (typeof mailingStatuses)[number];

export const mailingStatusLabels: Record<MailingStatus, string> = {
  QUEUED: 'Köad',
  SENT: 'Skickad',
  FAILED: 'Misslyckades',
};

export const documentMailingSchema = z.object({
  uid: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  fileName: z.string(),
  attachmentNames: z.array(z.string()),
  employee: referenceSchema.nullable(),
  status: z.enum(mailingStatuses),
  /** Why it failed, in Swedish; null unless FAILED. */
  error: z.string().nullable(),
});
export type DocumentMailing = z.infer<typeof documentMailingSchema>;

/** The recipients a send names: at least one, each one of the listed addresses. */
const recipients = z.array(text(TEXT.line)).min(1, 'Välj minst en mottagare').max(20, 'Högst 20 mottagare');
const subject = text(TEXT.line).refine((s) => s.trim() !== '', 'Ämnet får inte vara tomt');
const message = text(TEXT.note);
/** Made by the browser when the dialog opens: a double click or a retried request sends once. */
const idempotencyKey = z.string().min(8).max(100);

export const emailingApi = {
  emailAddresses: defineEndpoint({
    path: '/doc/emailAddresses',
    method: 'GET',
    summary: 'Adresser ett dokument får skickas till, med förifyllt ämne, meddelande och utskriftsmall',
    access: anyDocumentAccess,
    parameters: z.object(docRef),
    result: z.object({
      addresses: z.array(emailAddressSchema),
      subject: z.string(),
      message: z.string(),
      /** The kind's layouts this employee may print (internal ones hidden with hidden net prices). */
      layouts: z.array(z.enum(printLayouts)),
      defaultLayout: z.enum(printLayouts).nullable(),
    }),
  }),
  sendPdfToEmail: defineEndpoint({
    path: '/doc/sendPdfToEmail',
    method: 'POST',
    summary: 'Skicka ett dokument som PDF med e-post, med valda bilagor',
    access: anyDocumentAccess,
    parameters: z.object({
      ...docRef,
      layout: z.enum(printLayouts).nullable().default(null),
      recipients,
      subject,
      message,
      attachmentUids: z.array(z.uuid()).max(50).default([]),
      /**
       * The client's link (issue #21): a personal link is made and its address put in the mail's body.
       * Refused for a kind without links (CLIENT_LINK_NOT_OF_KIND).
       */
      includeClientLink: z.boolean().default(false),
      idempotencyKey,
    }),
    result: z.object({
      mailing: documentMailingSchema,
      /** The same idempotency key was sent before: this is the first send's mailing, no new mail. */
      repeated: z.boolean(),
    }),
  }),
  documentMailings: defineEndpoint({
    path: '/doc/documentMailings',
    method: 'GET',
    summary: 'Dokumentets e-postlogg: när, till vem, vilken fil, av vem och hur det gick',
    access: anyDocumentAccess,
    parameters: z.object(docRef),
    result: z.object({ items: z.array(documentMailingSchema) }),
  }),
  /** A report of several documents (their list with sums) to the employee's own address. */
  sendReport: defineEndpoint({
    path: '/doc/references/send',
    method: 'POST',
    summary: 'Skicka en rapport över valda dokument med e-post till din egen adress',
    access: anyDocumentAccess,
    parameters: z.object({
      docType: z.enum(documentTypes),
      docUids: z.array(z.uuid()).min(1, 'Välj minst ett dokument').max(1000),
      format: z.enum(reportFormats).default('PDF'),
      recipients,
      subject,
      message,
      idempotencyKey,
    }),
    result: z.object({ mailing: documentMailingSchema, repeated: z.boolean() }),
  }),
} as const;
