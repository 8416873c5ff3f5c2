import { type DocumentType, documentTypes } from '@shared/domain/documents/document-kinds';
import { kindTakesPayments } from '@shared/domain/payments/payable-kinds';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { oreAmount, TEXT, text } from './limits';
import { paymentStatuses } from './payments.api';

/**
 * Payment reminders (betalningspåminnelse) on overdue invoices (issue #16, api-spec §7.4 `addPaymentRemind`,
 * `paymentReminders`, `paymentRemindFormConfig`, `paymentRemindersFormConfig`, §7.5 reminder preview and
 * print; decision 0034). Amounts are integer öre; the fee is at most 60 kr (inkassokostnadslagen) and the
 * interest runs to the reminder date (räntelagen, decision 0030).
 */

const uid = z.uuid();
/** The kinds that take payments (`kindTakesPayments`): the only ones a reminder is written for. */
export const remindableTypes = documentTypes.filter(kindTakesPayments) as [DocumentType, ...DocumentType[]];
const remindableType = z.enum(remindableTypes);
const isoDate = z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' });
/** Reminders are a module of its own the provider switches on; it needs invoicing too (access.ts). */
export const paymentRemindersAccess = { kind: 'employee', siteOptions: ['PAYMENT_REMINDERS'] } as const;

/** Most reminders one print call takes: a list page's largest selection. */
export const MAX_PRINTED_REMINDERS = 200;

export const paymentReminderSchema = z.object({
  reminderUid: z.string(),
  reminderDate: z.string(),
  /** Öre. */
  reminderFee: z.number().int(),
  /** Interest to the reminder date (öre); 0 when it was not asked for. */
  interestSum: z.number().int(),
  note: z.string(),
  printedDate: z.string().nullable(),
  emailedDate: z.string().nullable(),
  employee: z.object({ uid: z.string(), caption: z.string() }).nullable(),
  createdDate: z.string(),
  /** Never printed nor e-mailed: a mistake may still be deleted. */
  deletable: z.boolean(),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

/** One invoice's reminders, and what a new one would carry (`paymentRemindFormConfig`). */
export const invoiceRemindersSchema = z.object({
  docUid: z.string(),
  docType: remindableType,
  invoiceNumber: z.number().int().nullable(),
  docDate: z.string(),
  dueDate: z.string().nullable(),
  invoiceSum: z.number().int(),
  paidOre: z.number().int(),
  creditedSum: z.number().int(),
  remainingOre: z.number().int(),
  status: z.enum(paymentStatuses),
  /** Null when a reminder may be written on `defaults.reminderDate`; else why not, in Swedish. */
  refusal: z.string().nullable(),
  defaults: z.object({
    reminderDate: z.string(),
    /** The firm's default fee, lowered to 60 kr when it is set higher. */
    reminderFee: z.number().int(),
    maxReminderFee: z.number().int(),
    includeInterest: z.boolean(),
    /** Interest from the due date to `reminderDate` on what is unpaid; null with `interestError`. */
    interestSum: z.number().int().nullable(),
    interestError: z.string().nullable(),
    /** The rate used (basis points a year), for the dialog's explanation. */
    interestRateBp: z.number().int().nullable(),
  }),
  reminders: z.array(paymentReminderSchema),
});
export type InvoiceReminders = z.infer<typeof invoiceRemindersSchema>;

const invoiceRef = { docType: remindableType, docUid: uid };

const newReminder = {
  ...invoiceRef,
  reminderDate: isoDate,
  /** Öre; refused above 60 kr at this field. */
  reminderFee: oreAmount(),
  includeInterest: z.boolean().default(true),
  note: text(TEXT.note).default(''),
};

/** The two views of the list page: invoices to remind (overdue, unpaid) or the reminders written. */
export const reminderListViews = ['TO_REMIND', 'SENT'] as const;

export const paymentReminderListParameters = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(200).default(20),
  docType: remindableType.nullable().default(null),
  /**
   * True: every overdue, not fully paid invoice, with or without reminders ("Att påminna"), one row
   * each. False: the reminders written ("Skickade påminnelser"), one row per reminder.
   */
  allInvoices: z.boolean().default(false),
  clientUids: z.array(uid).max(200).default([]),
  /** The reminder date (or with `allInvoices` the due date) from / to, both included. */
  dateFrom: isoDate.nullable().default(null),
  dateTo: isoDate.nullable().default(null),
  /** Invoice number, client name or number, mark. */
  searchPattern: text(TEXT.search).default(''),
});
export type PaymentReminderListParameters = z.input<typeof paymentReminderListParameters>;

export const paymentReminderRowSchema = z.object({
  /** The reminder's uid in the SENT view, the invoice's in TO_REMIND. */
  rowUid: z.string(),
  reminderUid: z.string().nullable(),
  docUid: z.string(),
  docType: remindableType,
  invoiceNumber: z.number().int().nullable(),
  client: z.object({ uid: z.string(), caption: z.string() }).nullable(),
  docDate: z.string(),
  dueDate: z.string().nullable(),
  invoiceSum: z.number().int(),
  remainingOre: z.number().int(),
  remindersCount: z.number().int(),
  lastReminderDate: z.string().nullable(),
  /** The row's reminder (SENT) or the last one (TO_REMIND); null without reminders. */
  reminderDate: z.string().nullable(),
  reminderFee: z.number().int().nullable(),
  interestSum: z.number().int().nullable(),
  printed: z.boolean(),
});
export type PaymentReminderRow = z.infer<typeof paymentReminderRowSchema>;

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

export const paymentRemindersApi = {
  addPaymentRemind: defineEndpoint({
    path: '/doc/addPaymentRemind',
    method: 'POST',
    summary: 'Skapa en betalningspåminnelse på en förfallen faktura',
    access: paymentRemindersAccess,
    parameters: z.object(newReminder),
    result: invoiceRemindersSchema,
  }),
  deletePaymentRemind: defineEndpoint({
    path: '/doc/deletePaymentRemind',
    method: 'POST',
    summary: 'Ta bort en påminnelse som aldrig skrivits ut eller skickats',
    access: paymentRemindersAccess,
    parameters: z.object({ ...invoiceRef, reminderUid: uid }),
    result: invoiceRemindersSchema,
  }),
  paymentRemindFormConfig: defineEndpoint({
    path: '/doc/paymentRemindFormConfig',
    method: 'GET',
    summary: 'Fakturans påminnelser och förval för en ny (datum, avgift, ränta hittills)',
    access: paymentRemindersAccess,
    parameters: z.object({ ...invoiceRef, reminderDate: isoDate.optional() }),
    result: invoiceRemindersSchema,
  }),
  paymentReminders: defineEndpoint({
    path: '/doc/paymentReminders',
    method: 'POST',
    summary: 'Påminnelser, eller förfallna fakturor att påminna om',
    access: paymentRemindersAccess,
    parameters: paymentReminderListParameters,
    result: z.object({
      totalCount: z.number().int(),
      /** Sum of the remaining sums of every row the filters select (öre). */
      remainingSum: z.number().int(),
      items: z.array(paymentReminderRowSchema),
    }),
  }),
  paymentRemindersFormConfig: defineEndpoint({
    path: '/doc/paymentRemindersFormConfig',
    method: 'GET',
    summary: 'Val till påminnelselistan: dokumenttyper och kunder',
    access: paymentRemindersAccess,
    parameters: z.object({}),
    result: z.object({
      docTypes: z.array(option(remindableType)),
      /** Clients with an overdue invoice or a reminder. */
      clients: z.array(option(z.string())),
      defaultReminderFee: z.number().int(),
      maxReminderFee: z.number().int(),
    }),
  }),
  /**
   * Print written reminders, one or many, as one PDF (a reminder to a page). Answers a short-lived link;
   * the reminders are marked printed, after which they can no longer be deleted.
   */
  printPaymentReminders: defineEndpoint({
    path: '/doc/printPaymentReminders',
    method: 'POST',
    summary: 'Skriv ut påminnelser som en PDF',
    access: paymentRemindersAccess,
    parameters: z.object({
      reminderUids: z.array(uid).min(1).max(MAX_PRINTED_REMINDERS),
      inline: z.boolean().default(true),
    }),
    result: fileLinkSchema,
  }),
  /** api-spec §7.5 "Reminder preview": a reminder not yet written, as it would print. Nothing is stored. */
  previewPaymentRemind: defineEndpoint({
    path: '/doc/previewPaymentRemind',
    method: 'POST',
    summary: 'Förhandsgranska en påminnelse innan den skapas',
    access: paymentRemindersAccess,
    parameters: z.object({ ...newReminder, inline: z.boolean().default(true) }),
    result: fileLinkSchema,
  }),
} satisfies Record<string, Endpoint>;
