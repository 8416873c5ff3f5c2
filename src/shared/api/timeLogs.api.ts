import { documentAccess } from '@shared/domain/documents/document-access';
import { ownArticleTypes } from '@shared/domain/own-article';
import { assigneeStatuses, timeLogArticleTypes, timeLogItemKinds } from '@shared/domain/time-logs';
import { z } from 'zod';
import { referenceSchema } from './documents/engine.api';
import { defineEndpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { oreAmount, pageLimit, pageOffset, TEXT, text, version } from './limits';

/**
 * Time on work orders (issue #19, api-spec §3.3, §7.4; decision 0048): the timer (one running entry per
 * employee), the time log of an order (manual rows and comments), the article search, the firm's list
 * and the durations report. Every call that makes a row takes the row's uid from the client, so a call
 * sent again after a lost answer (the field app's queue) finds the row instead of making a second one.
 */

const uid = z.uuid();
/** An instant with its offset ("2026-11-23T07:00:00.000Z"); the web shows it in Swedish time. */
const instant = z.iso.datetime({ offset: true });
const date = z.iso.date();

export const workOrderAccess = { kind: 'employee', ...documentAccess('WORK_ORDER') } as const;

/**
 * The export list "Tidrapport" (/exportlist/time_report): whoever may see work orders, where the firm
 * has the export lists (which count only with invoicing on, like the other lists).
 */
export const timeReportAccess = {
  kind: 'employee',
  roles: documentAccess('WORK_ORDER').roles,
  siteOptions: ['WORK_ORDERS', 'EXPORT_LISTS'],
} as const;

/** api-spec §3.3 time-log entry; `purchasePriceOre` is null where net prices are hidden. */
export const timeLogEntrySchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  type: z.enum(timeLogItemKinds),
  workOrderUid: z.string(),
  workOrderNumber: z.number().int().nullable(),
  workOrderTitle: z.string(),
  employee: referenceSchema.nullable(),
  start: z.string(),
  /** Null while the timer runs. */
  end: z.string().nullable(),
  durationMinutes: z.number().int(),
  rot: z.boolean(),
  ownArticleUid: z.string().nullable(),
  ownArticleType: z.enum(ownArticleTypes).nullable(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  priceOre: z.number().int().nullable(),
  purchasePriceOre: z.number().int().nullable(),
  /** Price × hours, rounded to whole öre. */
  sumOre: z.number().int(),
  note: z.string(),
  comment: z.string(),
  /** The invoice that billed the row: it is not billed again, and no longer edited. */
  invoiceUid: z.string().nullable(),
});
export type TimeLogEntry = z.infer<typeof timeLogEntrySchema>;

/** api-spec §3.3 active time-log row: the header's running timer. */
export const activeTimeLogSchema = z.object({
  timelogUid: z.string(),
  workOrderUid: z.string(),
  workOrderNumber: z.number().int().nullable(),
  workOrderTitle: z.string(),
  code: z.string(),
  note: z.string(),
  employee: referenceSchema,
  start: z.string(),
});
export type ActiveTimeLog = z.infer<typeof activeTimeLogSchema>;

/** What a manual row or comment holds; the article's name, unit and prices are copied when chosen. */
export const timeLogItemDataSchema = z.object({
  type: z.enum(timeLogItemKinds).default('TIMELOG'),
  start: instant,
  end: instant.nullable().default(null),
  employeeUid: uid.nullable().default(null),
  rot: z.boolean().default(false),
  ownArticleUid: uid.nullable().default(null),
  code: text(TEXT.code).default(''),
  name: text(TEXT.line).default(''),
  unit: text(TEXT.code).default('tim'),
  priceOre: oreAmount().nullable().default(null),
  purchasePriceOre: oreAmount().nullable().default(null),
  note: text(TEXT.note).default(''),
  comment: text(TEXT.note).default(''),
});
export type TimeLogItemData = z.output<typeof timeLogItemDataSchema>;
export type TimeLogItemDataInput = z.input<typeof timeLogItemDataSchema>;

export const timeLogArticleSchema = z.object({
  uid: z.string(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  ownArticleType: z.enum(timeLogArticleTypes),
  priceOre: z.number().int(),
  purchasePriceOre: z.number().int().nullable(),
});
export type TimeLogArticle = z.infer<typeof timeLogArticleSchema>;

export const timeLogListSchema = z.object({
  /** Exact up to 10 000; past that 10 000 with `countCapped` (decision 0037). */
  totalCount: z.number().int(),
  countCapped: z.boolean(),
  /** A work order's log: the minutes of all its rows, not only the page; null for the firm's list. */
  totalMinutes: z.number().int().nullable(),
  items: z.array(timeLogEntrySchema),
});
export type TimeLogList = z.infer<typeof timeLogListSchema>;

export const durationsRowSchema = z.object({
  employee: referenceSchema.nullable(),
  minutes: z.number().int(),
  rotMinutes: z.number().int(),
  entries: z.number().int(),
  workOrders: z.number().int(),
});
export type DurationsRow = z.infer<typeof durationsRowSchema>;

const period = { dateFrom: date.nullable().default(null), dateTo: date.nullable().default(null) };
const employeeUids = z.array(uid).max(500).default([]);

export const timeLogsApi = {
  currentTimeLogItem: defineEndpoint({
    path: '/doc/currentTimeLogItem',
    method: 'GET',
    summary: 'Min pågående tidtagning (pollas)',
    access: workOrderAccess,
    parameters: z.object({}),
    result: activeTimeLogSchema.nullable(),
  }),
  startWorkOrderTimer: defineEndpoint({
    path: '/doc/startWorkOrderTimer',
    method: 'POST',
    summary: 'Starta tidtagning på en arbetsorder',
    access: workOrderAccess,
    parameters: z.object({
      /** Made by the client: the same call sent again finds the timer it started. */
      timeLogUid: uid,
      workOrderUid: uid,
      /** When the person pressed start, if the call was queued offline; otherwise the server's clock. */
      at: instant.nullable().default(null),
      code: text(TEXT.code).default(''),
      note: text(TEXT.note).default(''),
    }),
    result: timeLogEntrySchema,
  }),
  stopWorkOrderTimer: defineEndpoint({
    path: '/doc/stopWorkOrderTimer',
    method: 'POST',
    summary: 'Stoppa tidtagningen',
    access: workOrderAccess,
    parameters: z.object({ timeLogUid: uid, at: instant.nullable().default(null) }),
    result: timeLogEntrySchema,
  }),
  updateCurrentTimeLogItem: defineEndpoint({
    path: '/doc/updateCurrentTimeLogItem',
    method: 'POST',
    summary: 'Ändra anteckning och artikel på pågående tidtagning',
    access: workOrderAccess,
    parameters: z.object({
      timeLogUid: uid,
      workOrderUid: uid,
      note: text(TEXT.note).default(''),
      code: text(TEXT.code).default(''),
    }),
    result: timeLogEntrySchema,
  }),
  timeLogItemSearch: defineEndpoint({
    path: '/doc/timeLogItemSearch',
    method: 'POST',
    summary: 'Sök egen artikel (arbete, ROT-arbete) för tidrapporten',
    access: workOrderAccess,
    parameters: z.object({ pattern: text(TEXT.search).default('') }),
    result: z.array(timeLogArticleSchema),
  }),
  timeLogsList: defineEndpoint({
    path: '/doc/timeLogsList',
    method: 'POST',
    summary: 'Tidrapporter: en arbetsorders eller hela företagets',
    access: workOrderAccess,
    parameters: z.object({
      workOrderUid: uid.nullable().default(null),
      employeeUids,
      ...period,
      offset: pageOffset().default(0),
      limit: pageLimit(500).default(50),
    }),
    result: timeLogListSchema,
  }),
  saveTimeLogItem: defineEndpoint({
    path: '/doc/timeLogItem',
    method: 'POST',
    summary: 'Spara en rad i tidrapporten (ny med version 0)',
    access: workOrderAccess,
    parameters: z.object({
      uid,
      workOrderUid: uid,
      newVersion: version(),
      data: timeLogItemDataSchema,
    }),
    result: timeLogEntrySchema,
  }),
  deleteTimeLogItem: defineEndpoint({
    path: '/doc/timeLogItem/delete',
    method: 'POST',
    summary: 'Ta bort en rad i tidrapporten',
    access: workOrderAccess,
    parameters: z.object({ uid, newVersion: version() }),
    result: z.object({ deleted: z.boolean() }),
  }),
  durationsReport: defineEndpoint({
    path: '/doc/durationsReport',
    method: 'POST',
    summary: 'Arbetad tid per anställd och period',
    access: workOrderAccess,
    parameters: z.object({ ...period, employeeUids }),
    result: z.array(durationsRowSchema),
  }),
  employeeReport: defineEndpoint({
    path: '/doc/employeeReport',
    method: 'POST',
    summary: 'Personalrapport som PDF: tid per anställd (extended: varje rad per dag)',
    access: workOrderAccess,
    parameters: z.object({
      ...period,
      employeeUids,
      extended: z.boolean().default(false),
      inline: z.boolean().default(true),
    }),
    result: fileLinkSchema,
  }),
  exportDurationsReport: defineEndpoint({
    path: '/doc/exportDurationsReport',
    method: 'POST',
    summary: 'Tidrapporten (tid per anställd och period) som Excel-fil',
    access: workOrderAccess,
    parameters: z.object({ ...period, employeeUids }),
    result: fileLinkSchema,
  }),
  workOrderListFormConfig: defineEndpoint({
    path: '/doc/workOrderListFormConfig',
    method: 'GET',
    summary: 'Arbetsorderlistans filterval (anställda, status)',
    access: workOrderAccess,
    parameters: z.object({}),
    result: z.object({
      employees: z.array(referenceSchema),
      defaultEmployeeUid: z.string().nullable(),
      assigneeStatuses: z.array(z.object({ value: z.enum(assigneeStatuses), label: z.string() })),
    }),
  }),
};
