import type { FileLink } from '@shared/api/files.api';
import { rotPeriodOn, rotRateDate } from '@shared/domain/rot/rot-periods';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { PDF_CONTENT_TYPE } from '../../../platform/pdf/pdf';
import { type EmployeeSession, readRotInvoices } from '../../documents';
import { createFileLink } from '../../files';
import { type RotSpecificationToPrint, renderTaxDeductionPdf } from '../../printing';
import { findDecisions, findRotPeriods } from './print.repository';

interface Call {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  invoiceUids: readonly string[];
  inline: boolean;
}

/**
 * POST /doc/printTaxDeduction: the ROT specification of each invoice for its buyers, one page each in
 * the order given, as a file link (inline or a download). Only the firm's invoices of a kind that
 * claims ROT print; another firm's, another kind's or an unknown id makes the whole call "not found".
 * The figures are the invoice's; the payments are the client's own (Skatteverket's is its decision).
 */
export async function printTaxDeduction(call: Call): Promise<FileLink> {
  const { db } = call.deps;
  const uids = [...new Set(call.invoiceUids)];
  const [invoices, decisions, periods] = await Promise.all([
    readRotInvoices(db, call.firmId, uids),
    findDecisions(db, call.firmId, uids),
    findRotPeriods(db),
  ]);
  if (invoices.length !== uids.length) throw httpErrors.NOT_FOUND({ field: 'invoiceUids' });
  const byId = new Map(invoices.map((i) => [i.id, i]));
  const specifications: RotSpecificationToPrint[] = uids.map((uid) => {
    const invoice = byId.get(uid)!;
    const paidDate = invoice.paymentDates.at(-1) ?? null;
    return {
      docType: invoice.docType,
      docUid: invoice.id,
      state: invoice.state,
      // Skatteverket grants the rate in force when the buyer pays (`rotRateDate`).
      period: rotPeriodOn(periods, rotRateDate({ invoiceDate: invoice.docDate, paymentDate: paidDate })),
      clientPaidOre: invoice.paidOre,
      clientPaidDate: paidDate,
      decision: decisions.get(uid) ?? null,
    };
  });
  const file = await renderTaxDeductionPdf({
    deps: call.deps,
    firmId: call.firmId,
    session: call.session,
    specifications,
  });
  return createFileLink({
    deps: call.deps,
    firmId: call.firmId,
    file: {
      content: file.content,
      fileName: file.fileName,
      contentType: PDF_CONTENT_TYPE,
      disposition: call.inline ? 'inline' : 'attachment',
    },
  });
}
