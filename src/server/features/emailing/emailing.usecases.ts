import type { DocumentMailing, EmailAddress } from '@shared/api/emailing.api';
import type { ReportFormat } from '@shared/api/printing.api';
import { clientLinkMailText } from '@shared/domain/documents/client-link';
import { type DocumentType, documentKinds, type PrintLayout } from '@shared/domain/documents/document-kinds';
import { emailTextsFor } from '@shared/domain/documents/email-texts';
import { netPriceLayouts, offeredPrintLayouts } from '@shared/domain/documents/print-layout-labels';
import { validateEmail } from '@shared/domain/validators';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import type { OutgoingMail } from '../../platform/mail/mail.outbox';
import { attachmentsForMail } from '../attachments';
import { createClientLink } from '../clientLinks';
import {
  assertKindAccess,
  type DocumentRow,
  documentViewer,
  type EmployeeSession,
  findDocument,
} from '../documents';
import { renderDocumentsPdf, renderReport } from '../printing';
import { emailingErrors } from './emailing.errors';
import {
  employeeName,
  findClientContactEmails,
  findClientName,
  findFirmMailFacts,
  findMailingByKey,
  findSender,
  insertMailing,
  listMailings,
  type MailingRow,
  type MailingValues,
  setMailingOutbox,
  settleMailing,
} from './emailing.repository';

interface DocumentCall {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  docType: DocumentType;
  docUid: string;
}

async function documentOf({ deps, firmId, session, docType, docUid }: DocumentCall): Promise<DocumentRow> {
  assertKindAccess(session, docType);
  const row = await findDocument(deps.db, firmId, docType, docUid);
  if (!row) throw httpErrors.NOT_FOUND();
  return row;
}

/**
 * Where this document may go (decision 0027): the employee's own address (product-spec §6) and the
 * client's contacts — on the document and in the client register. A typed address is not offered: the
 * mail leaves from the app's own domain, so it must not become a relay to any address.
 */
async function addressesOf(
  db: Db,
  firmId: string,
  employeeId: string,
  row: DocumentRow,
): Promise<EmailAddress[]> {
  const found: EmailAddress[] = [];
  const add = (
    email: string | null | undefined,
    name: string,
    source: EmailAddress['source'],
    label: string,
  ) => {
    const clean = email?.trim() ?? '';
    if (clean === '' || validateEmail(clean) !== null) return;
    if (found.some((a) => a.email.toLowerCase() === clean.toLowerCase())) return;
    found.push({ email: clean, name: name.trim(), source, label });
  };
  const sender = await findSender(db, firmId, employeeId);
  add(sender?.email, sender?.displayName ?? '', 'EMPLOYEE', 'Din e-post');
  const { clientContact, customerContact } = row.header;
  add(clientContact?.email, clientContact?.name ?? '', 'CLIENT_CONTACT', 'Kundens kontakt på dokumentet');
  add(customerContact?.email, customerContact?.name ?? '', 'CUSTOMER_CONTACT', 'Kontakt på arbetsplatsen');
  if (row.clientId) {
    for (const contact of await findClientContactEmails(db, firmId, row.clientId)) {
      add(
        contact.email,
        contact.name,
        'CLIENT_REGISTER',
        `Kundregistret${contact.name ? `: ${contact.name}` : ''}`,
      );
    }
  }
  return found;
}

async function dialogFacts(call: DocumentCall, row: DocumentRow) {
  const { deps, firmId, session, docType } = call;
  const facts = await findFirmMailFacts(deps.db, firmId, docType);
  const netHidden = !documentViewer(session).netVisible;
  const layouts = offeredPrintLayouts(documentKinds[docType], facts.layout, netHidden);
  const sender = await findSender(deps.db, firmId, session.employee.id);
  const texts = emailTextsFor(
    docType,
    { subject: facts.subject, message: facts.message },
    {
      number: row.number,
      firmName: facts.firmName,
      senderName: sender?.displayName ?? '',
      clientName: await findClientName(deps.db, firmId, row.clientId),
    },
  );
  return { facts, layouts, netHidden, sender, texts };
}

export async function emailAddresses(call: DocumentCall) {
  const row = await documentOf(call);
  const { layouts, texts } = await dialogFacts(call, row);
  return {
    addresses: await addressesOf(call.deps.db, call.firmId, call.session.employee.id, row),
    subject: texts.subject,
    message: texts.message,
    layouts,
    defaultLayout: layouts[0] ?? null,
  };
}

function present(row: MailingRow, sender: string | null): DocumentMailing {
  return {
    uid: row.id,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
    subject: row.subject,
    fileName: row.fileName,
    attachmentNames: row.attachmentNames,
    employee: row.employeeId && sender !== null ? { uid: row.employeeId, caption: sender } : null,
    status: row.status,
    error: row.status === 'FAILED' ? row.error : null,
  };
}

async function repeated(db: Db, row: MailingRow) {
  return { mailing: present(row, await employeeName(db, row.employeeId)), repeated: true };
}

function chosenLayout(
  docType: DocumentType,
  wanted: PrintLayout | null,
  offered: PrintLayout[],
  netHidden: boolean,
) {
  if (wanted === null) return offered[0] ?? null;
  if (!documentKinds[docType].printLayouts.includes(wanted))
    throw emailingErrors.LAYOUT_NOT_ALLOWED({ field: 'layout' });
  if (netHidden && netPriceLayouts.includes(wanted))
    throw emailingErrors.LAYOUT_NET_PRICES_HIDDEN({ field: 'layout' });
  return wanted;
}

/**
 * The mailing and its mail in one transaction. Another request with the same key that won the race
 * while this one rendered: its mailing is the answer, and nothing is queued.
 */
function recordAndQueue(
  deps: AppDeps,
  senderName: string | null,
  { mailing, mail }: { mailing: MailingValues; mail: OutgoingMail },
) {
  return withTransaction(deps.db, async (tx) => {
    const row = await insertMailing(tx, mailing);
    if (!row) return repeated(tx, (await findMailingByKey(tx, mailing.firmId, mailing.idempotencyKey))!);
    const outboxId = await deps.mail.queue(mail, tx);
    const queued = await setMailingOutbox(tx, row.id, outboxId);
    return { mailing: present(queued, senderName), repeated: false };
  });
}

export interface SendInput {
  layout: PrintLayout | null;
  recipients: string[];
  subject: string;
  message: string;
  attachmentUids: string[];
  /** Issue #21: a personal link is made for the recipients and its address added to the message. */
  includeClientLink: boolean;
  idempotencyKey: string;
}

/**
 * Sends one document as a PDF with the chosen attachments through the outbox. The idempotency key makes
 * a double click or a retried request answer the first mailing instead of sending again.
 */
export async function sendDocumentByEmail(call: DocumentCall & { input: SendInput }) {
  const { deps, firmId, session, docType, docUid, input } = call;
  const row = await documentOf(call);
  const earlier = await findMailingByKey(deps.db, firmId, input.idempotencyKey);
  if (earlier) return repeated(deps.db, earlier);

  const listed = await addressesOf(deps.db, firmId, session.employee.id, row);
  const recipients: string[] = [];
  let onlyOwn = true;
  for (const wanted of input.recipients) {
    const match = listed.find((a) => a.email.toLowerCase() === wanted.trim().toLowerCase());
    onlyOwn &&= match?.source === 'EMPLOYEE';
    if (!match) throw emailingErrors.RECIPIENT_NOT_ALLOWED(wanted.trim(), { field: 'recipients' });
    if (!recipients.includes(match.email)) recipients.push(match.email);
  }
  // An invoice is a legal invoice only with its number: a draft goes to nobody but its writer (to proofread).
  if (documentKinds[docType].completion === 'LOCKS' && !row.completed && !onlyOwn) {
    throw emailingErrors.DRAFT_TO_OTHERS(documentKinds[docType].label.toLowerCase(), { field: 'recipients' });
  }
  const { facts, layouts, netHidden, sender } = await dialogFacts(call, row);
  const layout = chosenLayout(docType, input.layout, layouts, netHidden);
  // Purchase prices and margins never leave for a client, whatever was ticked.
  if (layout && netPriceLayouts.includes(layout) && !onlyOwn) {
    throw emailingErrors.INTERNAL_LAYOUT_TO_OTHERS({ field: 'layout' });
  }

  const pdf = await renderDocumentsPdf({
    deps,
    firmId,
    session,
    docType,
    docUids: [docUid],
    layout,
  });
  const files =
    input.attachmentUids.length === 0
      ? []
      : await attachmentsForMail({
          db: deps.db,
          firmId,
          documentId: docUid,
          attachmentUids: input.attachmentUids,
        });
  const replyTo = sender?.email?.trim() || facts.firmEmail || undefined;
  const clientLink = input.includeClientLink
    ? await createClientLink({ ...call, config: deps.config, recipient: recipients.join(', ') })
    : null;
  const kindLink = documentKinds[docType].clientLink;
  const text =
    clientLink && kindLink !== 'NONE'
      ? `${input.message.trimEnd()}\n\n${clientLinkMailText(kindLink, clientLink.url)}`
      : input.message;

  return recordAndQueue(deps, sender?.displayName ?? null, {
    mailing: {
      firmId,
      documentId: docUid,
      docType,
      employeeId: session.employee.id,
      idempotencyKey: input.idempotencyKey,
      recipients,
      subject: input.subject.trim(),
      fileName: pdf.fileName,
      attachmentNames: files.map((f) => f.fileName),
      status: 'QUEUED',
    },
    mail: {
      to: recipients,
      subject: input.subject.trim(),
      text,
      fromName: deps.mail.firmSenderName(facts.firmName),
      ...(replyTo ? { replyTo } : {}),
      attachments: [
        { fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.content },
        ...files,
      ],
    },
  });
}

/** A report may only go to the employee's own address (product-spec §6): it lists many clients' business. */
export async function sendReportByEmail(call: {
  deps: AppDeps;
  firmId: string;
  session: EmployeeSession;
  input: Omit<SendInput, 'layout' | 'attachmentUids' | 'includeClientLink'> & {
    docType: DocumentType;
    docUids: string[];
    format: ReportFormat;
  };
}) {
  const { deps, firmId, session, input } = call;
  assertKindAccess(session, input.docType);
  const earlier = await findMailingByKey(deps.db, firmId, input.idempotencyKey);
  if (earlier) return repeated(deps.db, earlier);
  const sender = await findSender(deps.db, firmId, session.employee.id);
  const own = sender?.email?.trim() ?? '';
  if (!own) throw emailingErrors.NO_OWN_ADDRESS({ field: 'recipients' });
  const stranger = input.recipients.find((r) => r.trim().toLowerCase() !== own.toLowerCase());
  if (stranger !== undefined)
    throw emailingErrors.REPORT_RECIPIENT_NOT_OWN(stranger.trim(), { field: 'recipients' });

  const { docType, docUids, format } = input;
  const report = await renderReport({ deps, firmId, session, docType, docUids, format });
  const { firmName } = await findFirmMailFacts(deps.db, firmId, docType);
  return recordAndQueue(deps, sender?.displayName ?? null, {
    mailing: {
      firmId,
      documentId: null,
      docType,
      employeeId: session.employee.id,
      idempotencyKey: input.idempotencyKey,
      recipients: [own],
      subject: input.subject.trim(),
      fileName: report.fileName,
      attachmentNames: [],
      status: 'QUEUED',
    },
    mail: {
      to: [own],
      subject: input.subject.trim(),
      text: input.message,
      fromName: deps.mail.firmSenderName(firmName),
      attachments: [{ fileName: report.fileName, contentType: report.contentType, content: report.content }],
    },
  });
}

export async function documentMailings(call: DocumentCall) {
  const row = await documentOf(call);
  const rows = await listMailings(call.deps.db, call.firmId, row.id);
  return { items: rows.map((r) => present(r.mailing, r.employeeName)) };
}

/** The outbox says how a mail ended; the mailing it belongs to (if any) shows it in the sent log. */
export function followMailOutcomes(deps: AppDeps): void {
  deps.mail.onOutcome(async ({ db, outboxId, status, at, reason }) => {
    await settleMailing(db, outboxId, { status, at, reason });
  });
}
