import type { ActiveTimeLog, TimeLogEntry } from '@shared/api/timeLogs.api';
import { priceVisibility } from '@shared/domain/pricing';
import { durationMinutes } from '@shared/domain/time-logs';
import type { RequestSession, SessionEmployee } from '../../platform/http/context';
import type { TimeLogView } from './timeLogs.repository';

/** Who reads the time log: the purchase price is the firm's cost of the work. */
export interface TimeLogViewer {
  purchaseVisible: boolean;
}

/** Hidden like every net price from "dölj nettopriser och marginaler" and in client mode (decision 0023). */
export function timeLogViewer(session: RequestSession & { employee: SessionEmployee }): TimeLogViewer {
  return {
    purchaseVisible: priceVisibility({
      kind: 'employee',
      netPriceAndMarginHidden: session.employee.netPriceAndMarginHidden,
      clientMode: session.clientMode,
    }).net,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The one place a row leaves the server: price × hours rounded once, the purchase price where it may show. */
export function toEntry(row: TimeLogView, viewer: TimeLogViewer): TimeLogEntry {
  const start = row.startedAt.toISOString();
  const end = iso(row.endedAt);
  const minutes = row.kind === 'TIMELOG' ? durationMinutes(start, end) : 0;
  return {
    uid: row.id,
    version: row.version,
    type: row.kind,
    workOrderUid: row.workOrderId,
    workOrderNumber: row.workOrderNumber,
    workOrderTitle: row.workOrderTitle,
    employee: row.employeeId ? { uid: row.employeeId, caption: row.employeeName ?? '' } : null,
    start,
    end,
    durationMinutes: minutes,
    rot: row.rot,
    ownArticleUid: row.ownArticleId,
    ownArticleType: row.ownArticleType,
    code: row.code,
    name: row.name,
    unit: row.unit,
    priceOre: row.priceOre,
    purchasePriceOre: viewer.purchaseVisible ? row.purchasePriceOre : null,
    sumOre: row.priceOre === null ? 0 : Math.round((row.priceOre * minutes) / 60),
    note: row.note,
    comment: row.comment,
    invoiceUid: row.invoiceId,
  };
}

export function toActive(row: TimeLogView): ActiveTimeLog {
  return {
    timelogUid: row.id,
    workOrderUid: row.workOrderId,
    workOrderNumber: row.workOrderNumber,
    workOrderTitle: row.workOrderTitle,
    code: row.code,
    note: row.note,
    employee: { uid: row.employeeId ?? '', caption: row.employeeName ?? '' },
    start: row.startedAt.toISOString(),
  };
}
