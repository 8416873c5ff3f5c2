import { documentAccess } from '@shared/domain/documents/document-access';
import { z } from 'zod';
import { referenceSchema } from './documents/engine.api';
import { defineEndpoint, queryBoolean } from './endpoint';
import { fileLinkSchema } from './files.api';

/**
 * Work orders in a calendar (issue #19, decision 0049): one order as an ICS file for the phone's own
 * calendar (api-spec §7.4 `workOrderExportToCalendar`), and the week view of who works where — the
 * planned orders of a week per employee. Planned times are Swedish local time ("2026-11-23T07:00"), or a
 * date alone for a whole day.
 */

const uid = z.uuid();
const date = z.iso.date();
const workOrderAccess = { kind: 'employee', ...documentAccess('WORK_ORDER') } as const;

export const calendarFileTypes = ['ICS'] as const;

/** The time zone planned times are in, written into the ICS file with its rules. */
export const CALENDAR_TIME_ZONE = 'Europe/Stockholm';

export const plannedWorkOrderSchema = z.object({
  docUid: z.string(),
  number: z.number().int().nullable(),
  title: z.string(),
  mark: z.string(),
  object: z.string(),
  client: z.string().nullable(),
  plannedStartDate: z.string(),
  /** Null: the order ends the day it starts. */
  plannedEndDate: z.string().nullable(),
  /** Its assignees; the order's own employee when it has none. */
  employeeUids: z.array(z.string()),
  completed: z.boolean(),
});
export type PlannedWorkOrder = z.infer<typeof plannedWorkOrderSchema>;

export const calendarApi = {
  workOrderExportToCalendar: defineEndpoint({
    path: '/doc/workOrderExportToCalendar',
    method: 'GET',
    summary: 'Arbetsordern som kalenderhändelse (ICS-fil)',
    access: workOrderAccess,
    parameters: z.object({
      docUid: uid,
      inline: queryBoolean.default(false),
      type: z.enum(calendarFileTypes).default('ICS'),
    }),
    result: fileLinkSchema,
  }),
  plannedWorkOrders: defineEndpoint({
    path: '/calendar/plannedWorkOrders',
    method: 'GET',
    summary: 'Veckans planerade arbetsordrar per anställd',
    access: workOrderAccess,
    parameters: z.object({ weekStart: date }),
    result: z.object({
      employees: z.array(referenceSchema),
      orders: z.array(plannedWorkOrderSchema).max(2000),
    }),
  }),
};
