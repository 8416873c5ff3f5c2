import { calendarApi } from '@shared/api/calendar.api';
import { type Document, documentKindEndpoints } from '@shared/api/documents';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../testing/document-items-fixtures';
import { exportedFile } from '../../testing/file-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let admin: TestClient;
let otherFirm: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login('demo-admin');
  otherFirm = t.client();
  await otherFirm.login('norr-admin');
});
afterAll(() => t.close());

function workOrder(client: TestClient, header: Record<string, unknown>): Promise<Document> {
  return ok<Document>(
    client.call(documentKindEndpoints.WORK_ORDER.save, {
      newVersion: 0,
      data: { docDate: '2026-11-20', ...header },
    }),
  );
}

/** The file parsed back as a calendar program reads it: the zone from the file's own VTIMEZONE. */
async function parsedEvent(docUid: string) {
  const { file, bytes } = await exportedFile(t, admin, [calendarApi.workOrderExportToCalendar, { docUid }]);
  const text = bytes.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { file, text, event, zone };
}

describe('workOrderExportToCalendar', () => {
  it('writes the planned times in Europe/Stockholm with its VTIMEZONE, winter time', async () => {
    const order = await workOrder(admin, {
      title: 'Byte av golvbrunn',
      object: 'Badrum',
      plannedStartDate: '2026-11-23T07:00',
      plannedEndDate: '2026-11-23T15:30',
      workOrderNote: 'Ta med klämring 110 mm.',
      customerAddress: { streetAddress: 'Storgatan 3', zipCode: '222 22', city: 'Lund', contactName: '' },
      customerContact: { name: 'Eva Berg', mobile: '070-111 22 33', phone: '', email: '' },
    });
    const { file, text, event, zone } = await parsedEvent(order.uid);

    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; .*arbetsorder-utkast\.ics/);
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Stockholm');
    expect(text).toContain('DTSTART;TZID=Europe/Stockholm:20261123T070000');
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    // 07:00 and 15:30 in Stockholm are 06:00 and 14:30 UTC in November (CET, +01:00).
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('Europe/Stockholm');
    expect(event.uid).toBe(`${order.uid}@montor`);
    expect(event.summary).toBe('Arbetsorder (utkast): Byte av golvbrunn');
    expect(event.location).toBe('Storgatan 3, 222 22 Lund');
    expect(event.description).toBe(
      'Objekt: Badrum\nKontakt: Eva Berg, 070-111 22 33\nTa med klämring 110 mm.',
    );
  });

  it('keeps the wall-clock time in summer time (CEST, +02:00) and on the day the clocks change', async () => {
    const summer = await workOrder(admin, { plannedStartDate: '2026-07-01T07:00', plannedEndDate: null });
    const { event } = await parsedEvent(summer.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T05:00:00.000Z');
    // Without a planned end the event lasts an hour.
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-01T06:00:00.000Z');

    // 29 March 2026: 02:00 became 03:00, so 07:00 that morning is already summer time.
    const change = await workOrder(admin, { plannedStartDate: '2026-03-29T07:00' });
    expect((await parsedEvent(change.uid)).event.startDate.toJSDate().toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    );
  });

  it('makes planned dates without times a whole-day event, its last day included', async () => {
    const order = await workOrder(admin, { plannedStartDate: '2026-12-01', plannedEndDate: '2026-12-03' });
    const { event, text } = await parsedEvent(order.uid);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-01');
    // DTEND of a whole-day event is the day after the last one (RFC 5545).
    expect(event.endDate.toString()).toBe('2026-12-04');
    expect(text).toContain('DTSTART;VALUE=DATE:20261201');
  });

  it('refuses an order without a planned start at that field, in Swedish', async () => {
    const order = await workOrder(admin, { plannedStartDate: null });
    const r = await admin.call(calendarApi.workOrderExportToCalendar, { docUid: order.uid });
    expect(r.status).toBe(400);
    expect(r.body.messages[0]).toMatchObject({
      code: 'CALENDAR_NO_PLANNED_START',
      field: 'plannedStartDate',
    });
    expect(r.body.messages[0]?.text).toMatch(/ingen planerad start/);
  });

  it("answers another firm's order as not found", async () => {
    const order = await workOrder(admin, { plannedStartDate: '2026-11-23T07:00' });
    const r = await otherFirm.call(calendarApi.workOrderExportToCalendar, { docUid: order.uid });
    expect(r.status).toBe(404);
  });
});

describe('plannedWorkOrders', () => {
  it("lists the week's planned orders per assignee, and never another firm's", async () => {
    const me = (await admin.call(calendarApi.plannedWorkOrders, { weekStart: '2027-03-01' })).body.result as {
      employees: { uid: string; caption: string }[];
    };
    const erik = me.employees.find((e) => e.caption === 'Erik Johansson')!;
    const inWeek = await workOrder(admin, {
      title: 'Veckans jobb',
      plannedStartDate: '2027-03-02T08:00',
      plannedEndDate: '2027-03-03T12:00',
      assigneeUids: [erik.uid],
    });
    // Started the week before and still going on Monday.
    const spanning = await workOrder(admin, { plannedStartDate: '2027-02-26', plannedEndDate: '2027-03-01' });
    await workOrder(admin, { plannedStartDate: '2027-03-08T08:00' });
    await workOrder(otherFirm, { plannedStartDate: '2027-03-02T08:00' });

    const week = await ok<{
      orders: { docUid: string; employeeUids: string[]; plannedEndDate: string | null }[];
    }>(admin.call(calendarApi.plannedWorkOrders, { weekStart: '2027-03-01' }));
    expect(week.orders.map((o) => o.docUid).sort()).toEqual([inWeek.uid, spanning.uid].sort());
    expect(week.orders.find((o) => o.docUid === inWeek.uid)).toMatchObject({
      employeeUids: [erik.uid],
      plannedEndDate: '2027-03-03T12:00',
    });
  });
});
