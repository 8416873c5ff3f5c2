import { type DocumentItemData, documentItemDataSchema } from '@shared/api/documents';
import { formatDate } from '@shared/domain/format';
import { type BillableTime, collapseTimeLog, durationMinutes } from '@shared/domain/time-logs';
import type { Db } from '../../../platform/db/database';
import { renderPdf } from '../../../platform/pdf/pdf';
import { attachGeneratedFile } from '../../attachments';
import type { SourceExtras } from '../../documents';
import { groupTime, timeReportPdfDefinition } from '../report/report.pdf';
import { markInvoiced, unbilledRows } from './invoicing.repository';

/**
 * The time the new document takes as a PDF on it (api-spec §7.5 attachTimeLogAsPdf, the TIME_LOG
 * report): who worked which day, each row's time and the totals, so the client sees what is billed.
 */
async function attachTimeReport(
  tx: Db,
  call: {
    firmId: string;
    targetId: string;
    employeeId: string;
    rows: Awaited<ReturnType<typeof unbilledRows>>;
  },
) {
  const employees = groupTime(
    call.rows.map(({ entry, employeeName }) => ({
      employeeName,
      startedAt: entry.startedAt,
      endedAt: entry.endedAt,
      code: entry.code,
      name: entry.name || 'Arbete',
      note: entry.note,
      rot: entry.rot,
    })),
  );
  const first = formatDate(call.rows[0]!.entry.startedAt);
  const last = formatDate(call.rows.at(-1)!.entry.startedAt);
  const content = await renderPdf(
    timeReportPdfDefinition({
      title: 'Tidrapport',
      subtitle: first === last ? `Arbetad tid ${first}` : `Arbetad tid ${first} – ${last}`,
      employees,
      withOrder: false,
    }),
  );
  await attachGeneratedFile(tx, {
    firmId: call.firmId,
    documentId: call.targetId,
    employeeId: call.employeeId,
    fileName: `Tidrapport ${first}.pdf`,
    content,
  });
}

async function billable(tx: Db, firmId: string, sourceIds: readonly string[]): Promise<BillableTime[]> {
  const rows = await unbilledRows(tx, firmId, sourceIds);
  return rows.map(({ entry, employeeName }) => {
    const start = entry.startedAt.toISOString();
    return {
      uid: entry.id,
      kind: entry.kind,
      code: entry.code,
      name: entry.name || 'Arbete',
      unit: entry.unit,
      rot: entry.rot,
      ownArticleType: entry.ownArticleType === 'ROT_SERVICE' ? 'ROT_SERVICE' : 'SERVICE',
      priceOre: entry.priceOre,
      purchasePriceOre: entry.purchasePriceOre,
      minutes: durationMinutes(start, entry.endedAt?.toISOString() ?? null),
      label: [formatDate(entry.startedAt), employeeName].filter(Boolean).join(' '),
    };
  });
}

/**
 * A work order's logged time on the document made from it (api-spec §7.5 collapseTimeLog, decision
 * 0048): the time not billed before, per article or one line per row; an invoice marks what it took.
 */
export const workOrderTimeBilling: SourceExtras = {
  async lines({ tx, firmId, sourceIds, collapse }) {
    const rows = await billable(tx, firmId, sourceIds);
    const lines = collapseTimeLog(rows, collapse ? 'PER_ARTICLE' : 'ONE_BY_ONE');
    return lines.map(
      (line): DocumentItemData =>
        documentItemDataSchema.parse({
          uid: crypto.randomUUID(),
          type: 'OWN_ARTICLE',
          ownArticleType: line.ownArticleType,
          code: line.code,
          description: line.description,
          quantity: line.quantity,
          unit: line.unit,
          priceOre: line.priceOre,
          purchasePriceOre: line.purchasePriceOre,
        }),
    );
  },
  // The rows stay locked by `lines` in the same transaction, so reading them again finds what it billed.
  async onCreated({ tx, firmId, sourceIds, targetId, bills, attachReport, employeeId }) {
    const rows = await unbilledRows(tx, firmId, sourceIds);
    if (attachReport && rows.length > 0) await attachTimeReport(tx, { firmId, targetId, employeeId, rows });
    if (!bills) return;
    await markInvoiced(
      tx,
      firmId,
      rows.map((r) => r.entry.id),
      targetId,
      new Date(),
    );
  },
};
