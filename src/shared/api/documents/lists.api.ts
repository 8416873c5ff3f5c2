import { documentStatuses, documentTypes } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { text } from '../limits';
import { readStates, referenceSchema, relationStatuses, specialFolders, unixTypes } from './engine.api';

/** A kind's list (api-spec §7.5): its rows, and the filters, period, sorting and page it is asked with. */

const uid = z.uuid();
const date = z.iso.date();
const flag = z.boolean().default(false);

export const documentListRowSchema = z.object({
  docUid: z.string(),
  docType: z.enum(documentTypes),
  docNumber: z.number().int().nullable(),
  status: z.enum(documentStatuses),
  locked: z.boolean(),
  completed: z.boolean(),
  docDate: z.string(),
  client: referenceSchema.nullable(),
  employee: referenceSchema.nullable(),
  mark: z.string(),
  title: z.string(),
  /** Null when a row stored before the amount bounds (decision 0021) has a sum past exact integers. */
  totalSumOre: z.number().int().nullable(),
  totalPayableSumOre: z.number().int().nullable(),
  validTill: z.string().nullable(),
  dueDate: z.string().nullable(),
  plannedStartDate: z.string().nullable(),
  modifiedAt: z.string(),
  archived: z.boolean().default(false),
  deleted: z.boolean().default(false),
  folder: referenceSchema.nullable().default(null),
  relationStatus: z.enum(relationStatuses).default('NONE'),
  /** The first related document, for the relation column's text ("Offert 2001"). */
  firstRelationData: z
    .object({ docUid: z.string(), docType: z.enum(documentTypes), docNumber: z.number().int().nullable() })
    .nullable()
    .default(null),
  sentAt: z.string().nullable().default(null),
  readState: z.enum(readStates).nullable().default(null),
  unixType: z.enum(unixTypes).nullable().default(null),
});
export type DocumentListRow = z.infer<typeof documentListRowSchema>;

export const periodTypes = ['ALL', 'THIS_MONTH', 'LAST_MONTH', 'THIS_YEAR', 'LAST_YEAR', 'OPTIONAL'] as const;
export const documentSortFields = ['number', 'docDate', 'client', 'mark', 'totalSum', 'modifiedAt'] as const;

export const documentListParameters = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(200).default(20),
  searchPattern: text(200).default(''),
  searchByClientCode: flag,
  /** 'ALL' (default), or only completed / only drafts. */
  completed: z.boolean().nullable().default(null),
  periodType: z.enum(periodTypes).default('ALL'),
  dateFrom: date.nullable().default(null),
  dateTo: date.nullable().default(null),
  sortBy: z.enum(documentSortFields).default('modifiedAt'),
  sortDesc: z.boolean().default(true),
  /** Issue #6: the folder (null = the kind's root), archive or trash, and whether subfolders count. */
  folderUid: uid.nullable().default(null),
  specialFolder: z.enum(specialFolders).nullable().default(null),
  searchInSubfolders: flag,
  /** The kind's own filters (api-spec §7.5); a kind ignores those it does not have. */
  clientUid: uid.nullable().default(null),
  /** Customer orders: only sent (true), only unsent (false) or all (null). */
  sent: z.boolean().nullable().default(null),
  /** Provider follow-ups. */
  readState: z.enum(readStates).nullable().default(null),
  unixType: z.enum(unixTypes).nullable().default(null),
  /** Work orders. */
  onlyAssignedOrders: flag,
  employeeUids: z.array(uid).default([]),
  onlyWithoutInvoicesAndEstimatesRelations: flag,
});
export type DocumentListParameters = z.input<typeof documentListParameters>;

export const documentListResult = z.object({
  totalCount: z.number().int(),
  items: z.array(documentListRowSchema),
});
