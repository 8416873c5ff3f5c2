/**
 * Which contract calls the field app serves without a connection (decision 0049). Reads: the session,
 * the settings, counters and unread messages every page polls, the work order list, a work order with
 * its lines, its form and its attachments. Changes: a work order's save (its lines and notes) and a photo or other file
 * attached to it. Each change answers at once with what the server would have answered, so the page goes
 * on as if it had been sent; the copy of the order is updated with it, so a reload shows the change too.
 */
import { type Attachment, type AttachmentList, attachmentsApi } from '@shared/api/attachments.api';
import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import {
  type Document,
  type DocumentData,
  documentDataSchema,
  documentKindEndpoints,
  documentsApi,
} from '@shared/api/documents';
import type { Endpoint } from '@shared/api/endpoint';
import { newsApi } from '@shared/api/news.api';
import { timeLogsApi } from '@shared/api/timeLogs.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { OfflineStore, QueuedChange } from './offline-store';

export const workOrder = documentKindEndpoints.WORK_ORDER;

export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** Object keys sorted, so the same parameters always name the same copy. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function copyKey(endpoint: Pick<Endpoint, 'method' | 'path'>, parameters: unknown): string {
  return `${endpointKey(endpoint)} ${stableJson(parameters ?? {})}`;
}

const readable: ReadonlySet<string> = new Set(
  [
    authApi.current,
    authApi.globalSettings,
    contentApi.counters,
    newsApi.unreadMessages,
    documentsApi.formConfig,
    workOrder.load,
    workOrder.list,
    attachmentsApi.list,
    timeLogsApi.currentTimeLogItem,
    timeLogsApi.timeLogsList,
    timeLogsApi.workOrderListFormConfig,
  ].map(endpointKey),
);

/** A read whose last answer is kept for when the network is gone. */
export function isReadable(endpoint: Endpoint): boolean {
  return readable.has(endpointKey(endpoint));
}

export interface QueueContext {
  store: OfflineStore;
  employee: { uid: string; caption: string };
}

export interface Prepared {
  parameters: unknown;
  label: string;
  /** The work order the change belongs to. */
  docUid: string | null;
  base?: unknown;
}

/** What the queue needs to know of one kind of change. */
export interface QueuePolicy {
  /** Whether this call may wait in the queue at all (a new order may not: nothing could address it). */
  queueable(parameters: unknown): boolean;
  /** What a versioned save saves, so a later save of it joins the waiting one; null otherwise. */
  subject(parameters: unknown): string | null;
  /**
   * The parameters as queued (a time the server would take from its clock is taken now), the label and
   * the base of a later merge. Throws when the phone holds too little to answer the change.
   */
  prepare(parameters: unknown, context: QueueContext): Promise<Prepared>;
  /** The server's answer as it will be, with the kept copies changed to show it. */
  answer(queued: QueuedChange, context: QueueContext): Promise<unknown>;
}

/** "Arbetsorder 12", or "Arbetsorder (utkast)" before it has a number. */
export function orderLabel(order: Pick<Document, 'number'> | undefined): string {
  return `${documentKinds.WORK_ORDER.label} ${order?.number ?? '(utkast)'}`;
}

/** A document's data as a save sends it: the stored header and lines without what the server adds. */
export function dataOf(doc: Pick<Document, 'header' | 'items'>): DocumentData {
  return documentDataSchema.parse({ ...doc.header, items: doc.items });
}

type SaveParameters = { docUid?: string; newVersion: number; data: unknown };

/**
 * What the server would answer a save: the order as last read, with the person's header and lines and
 * the version the queued save will get. Line figures the server computes stay as last read until then.
 */
export function optimisticDocument(base: Document, parameters: SaveParameters, version: number): Document {
  const data = documentDataSchema.parse(parameters.data);
  const { items, ...header } = data;
  const views = new Map(base.items.map((item) => [item.uid, item]));
  const blankFigures = {
    sumOre: 0,
    materialProfitOre: null,
    priceDetails: null,
    stockStatusIcon: null,
    stockStatusMessage: null,
    replacements: [],
    image: null,
  };
  return {
    ...base,
    version,
    modifiedAt: new Date().toISOString(),
    header: { ...base.header, ...header },
    items: items.map((item) => ({ ...blankFigures, ...views.get(item.uid), ...item })),
  };
}

export const workOrderSaveKey = endpointKey(workOrder.save);
export const attachmentUploadKey = endpointKey(attachmentsApi.upload);

/** A saved work order (never a new one: the queue could not address it again) with its lines and notes. */
const savedDocUid = (parameters: unknown) => {
  const docUid = (parameters as SaveParameters | undefined)?.docUid;
  return typeof docUid === 'string' ? docUid : null;
};

export const workOrderSavePolicy: QueuePolicy = {
  queueable: (parameters) => savedDocUid(parameters) !== null,
  subject: savedDocUid,
  async prepare(parameters, { store }) {
    const docUid = savedDocUid(parameters);
    const base = docUid ? ((await store.readCopy(workOrderKey(docUid))) as Document | undefined) : undefined;
    if (!base) throw new Error('not kept');
    return { parameters, label: orderLabel(base), docUid, base: dataOf(base) };
  },
  async answer(queued, { store }) {
    const parameters = queued.parameters as SaveParameters;
    const key = workOrderKey(parameters.docUid ?? '');
    const base = (await store.readCopy(key)) as Document;
    const doc = optimisticDocument(base, parameters, parameters.newVersion + 1);
    await store.writeCopy(key, doc);
    return doc;
  },
};

/** An upload the queue may take: a file for a work order. */
export function queuedUploadDocUid(endpoint: Endpoint, query: Record<string, string>): string | null {
  if (endpointKey(endpoint) !== attachmentUploadKey || query.docType !== 'WORK_ORDER') return null;
  return query.docUid ?? null;
}

const emptySpace = {
  totalSizeSpace: 0,
  consumptionBytes: 0,
  consumptionPercent: 0,
  availabilityBytes: 0,
  availabilityPercent: 0,
  attachmentSizeLimit: 0,
};

/** The attachment as the list shows it until the photo is sent, and the list's copy with it. */
export function optimisticAttachment(
  list: AttachmentList | undefined,
  file: Blob,
  query: Record<string, string>,
  employee: { uid: string; caption: string } | null,
): { attachment: Attachment; space: AttachmentList['space']; list: AttachmentList | undefined } {
  const attachment: Attachment = {
    attachmentUid: crypto.randomUUID(),
    fileName: query.fileName ?? 'fil',
    fileSize: file.size,
    fileType: file.type || 'application/octet-stream',
    employee,
    createdDate: new Date().toISOString(),
  };
  const space = list?.space ?? emptySpace;
  return {
    attachment,
    space,
    list: list ? { ...list, attachments: [...list.attachments, attachment], space } : undefined,
  };
}

export function attachmentListKey(docUid: string): string {
  return copyKey(attachmentsApi.list, { docType: 'WORK_ORDER', docUid });
}

export function workOrderKey(docUid: string): string {
  return copyKey(workOrder.load, { docUid });
}
