import type { FileLink } from '@shared/api/files.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { PDF_CONTENT_TYPE } from '../../../platform/pdf/pdf';
import type { EmployeeSession } from '../../documents';
import { createFileLink } from '../../files';
import { findPayableDocument } from '../../payments';
import { type ReminderToPrint, renderPaymentRemindersPdf } from '../../printing';
import { findReminderSettings, findRemindersByIds, markPrinted } from '../paymentReminders.repository';
import { balanceOf, checkedReminder, type InvoiceCall, type NewReminder } from '../paymentReminders.usecases';

interface Call {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
}

async function printSettings(deps: AppDeps, firmId: string) {
  const { paymentRemindersPrintingSettings: p } = await findReminderSettings(deps.db, firmId);
  return { firmNote: p.printNote ? p.note : '', copies: Math.max(1, p.numberOfPapers) };
}

function link(call: Call, file: { content: Buffer; fileName: string }, inline: boolean): Promise<FileLink> {
  return createFileLink({
    deps: call.deps,
    firmId: call.firmId,
    file: {
      content: file.content,
      fileName: file.fileName,
      contentType: PDF_CONTENT_TYPE,
      disposition: inline ? 'inline' : 'attachment',
    },
  });
}

/**
 * Written reminders as one PDF, in the order given, with each invoice's balance as it is now (a payment
 * since the reminder lowers what is asked). Another firm's or an unknown reminder makes the whole call
 * "not found". The reminders are marked printed: from then on they stay on record.
 */
export async function printReminders(
  call: Call & { reminderUids: readonly string[]; inline: boolean },
): Promise<FileLink> {
  const { db } = call.deps;
  const uids = [...new Set(call.reminderUids)];
  const rows = await findRemindersByIds(db, call.firmId, uids);
  if (rows.length !== uids.length) throw httpErrors.NOT_FOUND();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reminders: ReminderToPrint[] = [];
  for (const uid of uids) {
    const row = byId.get(uid)!;
    const invoice = await findPayableDocument(db, call.firmId, row.docType as DocumentType, row.documentId);
    if (!invoice) throw httpErrors.NOT_FOUND();
    const { state, creditedOre } = await balanceOf(db, call.firmId, invoice);
    reminders.push({
      docType: invoice.docType,
      docUid: invoice.id,
      reminderDate: row.reminderDate,
      feeOre: row.feeOre,
      interestOre: row.interestOre,
      paidOre: state.paidOre,
      creditedOre,
      remainingOre: state.remainingOre,
      note: row.note,
    });
  }
  const file = await renderPaymentRemindersPdf({
    deps: call.deps,
    firmId: call.firmId,
    session: call.session,
    reminders,
    ...(await printSettings(call.deps, call.firmId)),
  });
  await markPrinted(db, call.firmId, uids, call.deps.clock.now());
  return link(call, file, call.inline);
}

/** A reminder not yet written, as it would print (api-spec §7.5 reminder preview); nothing is stored. */
export async function previewReminder(
  call: Call & Omit<InvoiceCall, 'deps'> & NewReminder & { inline: boolean },
): Promise<FileLink> {
  const { invoice, balance, interestOre } = await checkedReminder(call.deps.db, call);
  const file = await renderPaymentRemindersPdf({
    deps: call.deps,
    firmId: call.firmId,
    session: call.session,
    reminders: [
      {
        docType: invoice.docType,
        docUid: invoice.id,
        reminderDate: call.reminderDate,
        feeOre: call.reminderFee,
        interestOre,
        paidOre: balance.state.paidOre,
        creditedOre: balance.creditedOre,
        remainingOre: balance.state.remainingOre,
        note: call.note.trim(),
      },
    ],
    ...(await printSettings(call.deps, call.firmId)),
  });
  return link(call, file, call.inline);
}
