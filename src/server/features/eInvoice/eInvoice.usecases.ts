/**
 * An invoice's e-invoice (issue #20, decision 0050): preview, XML export, approval and sending. The
 * content comes from the stored document and the registers through the print system's reads, so the
 * figures are the printed invoice's; the PDF attachment is the print system's own.
 */
import { createHash } from 'node:crypto';
import type { EInvoicePreview } from '@shared/api/eInvoice.api';
import type { FileLink } from '@shared/api/files.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatRateBp, summaryLabels } from '@shared/domain/documents/document-totals';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertKindAccess, type EmployeeSession } from '../documents';
import { createFileLink } from '../files';
import { findPrintCompany, findPrintRows, renderDocumentsPdf } from '../printing';
import { HttpAccessPoint } from './eInvoice.client';
import type { EInvoiceFormat } from './eInvoice.codes';
import { eInvoiceErrors } from './eInvoice.errors';
import { digitsOf } from './eInvoice.files';
import { type EInvoice, type EInvoiceSource, toEInvoice } from './eInvoice.mapper';
import {
  type EInvoiceFacts,
  findEInvoiceFacts,
  markDocumentSent,
  writeEInvoiceState,
} from './eInvoice.repository';
import { eInvoiceProblems } from './eInvoice.rules';
import { buildSvefaktura } from './svefaktura/svefaktura.files';
import { buildUbl } from './ubl/ubl.files';

interface Call {
  deps: AppDeps & StoreDeps;
  firmId: string;
  session: EmployeeSession;
  invoiceUid: string;
  docType: DocumentType;
}

interface Loaded {
  facts: EInvoiceFacts;
  source: EInvoiceSource;
  completed: boolean;
  problems: { field: string; message: string }[];
  fingerprint: string | null;
  format: EInvoiceFormat;
}

/** The client register chooses the format: Svefaktura for the clients that ask for it, else PEPPOL. */
function formatOf(facts: EInvoiceFacts): EInvoiceFormat {
  return facts.client?.sveFakturaEnabled ? 'SVEFAKTURA' : 'PEPPOL';
}

/**
 * What approval covers: the content and its format (another format is another document, approved
 * anew), without what completion adds (the number and its OCR).
 */
function fingerprintOf(source: EInvoiceSource, format: EInvoiceFormat): string {
  const content: EInvoice = { ...toEInvoice({ ...source, attachment: null }), number: '', paymentId: '' };
  return createHash('sha256').update(JSON.stringify({ format, content })).digest('hex');
}

/** The document in the format the client takes. */
function buildDocument(e: EInvoice, format: EInvoiceFormat): string {
  return format === 'SVEFAKTURA' ? buildSvefaktura(e) : buildUbl(e);
}

/** Svefaktura addresses the buyer by GLN only when the register says so; PEPPOL by any GLN it has. */
function receiverOf(e: EInvoice, format: EInvoiceFormat): string {
  const gln = digitsOf(e.buyer.gln);
  if (format === 'SVEFAKTURA')
    return e.buyer.useGlnInSveFaktura && gln !== ''
      ? `0088:${gln}`
      : `0007:${digitsOf(e.buyer.organizationCode)}`;
  return `${e.buyer.endpoint.scheme}:${e.buyer.endpoint.id}`;
}

async function load(call: Call): Promise<Loaded> {
  const { deps, firmId, session, docType, invoiceUid } = call;
  assertKindAccess(session, docType);
  const kind = documentKinds[docType];
  if (kind.eInvoice === 'NONE') throw eInvoiceErrors.NOT_E_INVOICE_KIND({ field: 'docType' });
  const [[row], facts, company] = await Promise.all([
    findPrintRows(deps.db, firmId, docType, [invoiceUid]),
    findEInvoiceFacts(deps.db, firmId, invoiceUid),
    findPrintCompany(deps.db, firmId),
  ]);
  if (!row || !facts || !company) throw httpErrors.NOT_FOUND();
  const s = company.settings;
  const client = facts.client;
  const source: EInvoiceSource = {
    kind,
    number: row.number,
    header: row.header,
    items: row.items,
    seller: {
      name: s.companyName,
      organizationId: s.organizationId,
      vatRegistrationId: s.vatRegistrationId,
      fSkatt: s.fSkatt,
      street: s.address.street,
      postalCode: s.address.postalCode,
      city: s.address.city,
      bankgiro: s.bankgiro,
      plusgiro: s.plusgiro,
      phone: s.phone,
      email: s.email,
    },
    buyer: {
      name: client?.name ?? row.header.clientAddress.contactName,
      code: client?.code ?? null,
      organizationCode: client?.organizationCode ?? '',
      gln: client?.gln ?? '',
      vatRegistrationId: client?.vatRegistrationId ?? '',
      useGlnInSveFaktura: client?.useGlnInSveFaktura ?? false,
      useVatInSveFaktura: client?.useVatInSveFaktura ?? false,
    },
    creditedNumber: row.creditedNumber,
    ourReference: row.employeeName ?? '',
    attachment: null,
  };
  const problems = eInvoiceProblems(source, client ? client.eInvoiceEnabled : null);
  const format = formatOf(facts);
  return {
    facts,
    source,
    completed: row.completed,
    problems,
    fingerprint: problems.length === 0 ? fingerprintOf(source, format) : null,
    format,
  };
}

function approvalOf(loaded: Loaded): EInvoicePreview['approval'] {
  const approved = loaded.facts.state?.approvedFingerprint ?? null;
  if (approved === null) return 'NOT_APPROVED';
  return approved === loaded.fingerprint ? 'APPROVED' : 'CHANGED';
}

function contentOf(e: EInvoice): NonNullable<EInvoicePreview['content']> {
  const t = e.totals;
  const row = (label: string, amountOre: number) => (amountOre === 0 ? [] : [{ label, amountOre }]);
  return {
    number: e.number,
    issueDate: e.issueDate,
    dueDate: e.dueDate,
    buyerReference: e.buyerReference,
    seller: e.seller,
    buyer: {
      name: e.buyer.name,
      endpoint: `${e.buyer.endpoint.scheme === '0088' ? 'GLN' : 'Org.nr'} ${e.buyer.endpoint.id}`,
      vatRegistrationId: e.buyer.vatRegistrationId,
    },
    paymentId: e.paymentId,
    lines: e.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitCode: l.unitCode,
      priceOre: l.priceOre,
      lineExtensionOre: l.lineExtensionOre,
      vat: l.category === 'AE' ? 'Omvänd skattskyldighet' : formatRateBp(l.rateBp),
    })),
    totals: [
      { label: 'Radsumma', amountOre: t.lineExtensionOre },
      ...row(summaryLabels.materialDiscount, -t.allowanceOre),
      { label: 'Summa exkl. moms', amountOre: t.taxExclusiveOre },
      ...e.vat.map((v) => ({
        label: v.category === 'AE' ? summaryLabels.reverseChargeVat : summaryLabels.vat(v.rateBp),
        amountOre: v.taxOre,
      })),
      ...row(summaryLabels.rounding, t.roundingOre),
      ...row('ROT-avdrag (betalas av Skatteverket)', -t.prepaidOre),
      {
        label: e.type === 'CREDIT_NOTE' ? summaryLabels.refund : summaryLabels.payable,
        amountOre: t.payableOre,
      },
    ],
  };
}

function previewOf(loaded: Loaded): EInvoicePreview {
  const state = loaded.facts.state;
  const approval = approvalOf(loaded);
  const sent = loaded.facts.sentAt !== null;
  return {
    format: loaded.facts.client?.sveFakturaEnabled ? 'SVEFAKTURA' : 'PEPPOL',
    documentType: loaded.source.kind.eInvoice === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE',
    problems: loaded.problems,
    approval,
    approvedAt: state?.approvedAt?.toISOString() ?? null,
    approvedBy: state?.approvedBy ?? null,
    sentAt: loaded.facts.sentAt?.toISOString() ?? null,
    messageId: state?.messageId ?? null,
    lastError: state?.lastError ?? null,
    canApprove: loaded.problems.length === 0 && !sent && approval !== 'APPROVED',
    canSend: loaded.problems.length === 0 && !sent && approval === 'APPROVED' && loaded.completed,
    content: loaded.problems.length === 0 ? contentOf(toEInvoice(loaded.source)) : null,
  };
}

export async function previewEInvoice(call: Call): Promise<EInvoicePreview> {
  return previewOf(await load(call));
}

function assertMakeable(loaded: Loaded): void {
  const [first] = loaded.problems;
  if (first) throw eInvoiceErrors.CANNOT_BE_MADE(first.message, { field: first.field });
}

/** The document (UBL or Svefaktura) with the invoice's PDF from the print system (the client's layout, no margins). */
async function documentXml(call: Call, loaded: Loaded): Promise<string> {
  if (!loaded.completed) throw eInvoiceErrors.NOT_COMPLETED();
  const pdf = await renderDocumentsPdf({
    deps: call.deps,
    firmId: call.firmId,
    session: call.session,
    docType: call.docType,
    docUids: [call.invoiceUid],
    layout: 'CLIENT',
  });
  return buildDocument(
    toEInvoice({ ...loaded.source, attachment: { fileName: pdf.fileName, content: pdf.content } }),
    loaded.format,
  );
}

export async function exportEInvoice(call: Call): Promise<FileLink> {
  const loaded = await load(call);
  assertMakeable(loaded);
  const xml = await documentXml(call, loaded);
  const credit = loaded.source.kind.eInvoice === 'CREDIT_NOTE';
  const prefix = loaded.format === 'SVEFAKTURA' ? 'Svefaktura' : credit ? 'Kreditnota' : 'E-faktura';
  return createFileLink({
    deps: call.deps,
    firmId: call.firmId,
    file: {
      content: xml,
      contentType: 'application/xml; charset=utf-8',
      fileName: `${prefix}_${loaded.source.number}.xml`,
      disposition: 'attachment',
    },
  });
}

export async function approveEInvoice(call: Call): Promise<EInvoicePreview> {
  const loaded = await load(call);
  assertMakeable(loaded);
  if (loaded.facts.sentAt !== null) throw eInvoiceErrors.ALREADY_SENT();
  await writeEInvoiceState(call.deps.db, call.firmId, call.invoiceUid, {
    approvedFingerprint: loaded.fingerprint,
    approvedAt: call.deps.clock.now(),
    approvedBy: call.session.employee.id,
  });
  return previewEInvoice(call);
}

/** Sends the approved, completed e-invoice; the access point's refusal is kept and answered. */
export async function sendEInvoice(call: Call): Promise<EInvoicePreview> {
  const loaded = await load(call);
  assertMakeable(loaded);
  if (loaded.facts.sentAt !== null) throw eInvoiceErrors.ALREADY_SENT();
  if (approvalOf(loaded) !== 'APPROVED') throw eInvoiceErrors.NOT_APPROVED();
  const xml = await documentXml(call, loaded);
  const e = toEInvoice(loaded.source);
  const answer = await new HttpAccessPoint(call.deps.config.eInvoice).send({
    xml,
    receiver: receiverOf(e, loaded.format),
    documentType: e.type,
    format: loaded.format,
  });
  const { db, clock } = call.deps;
  if (!answer.ok) {
    await writeEInvoiceState(db, call.firmId, call.invoiceUid, { lastError: answer.reason });
    throw eInvoiceErrors.REFUSED(answer.reason);
  }
  const now = clock.now();
  await writeEInvoiceState(db, call.firmId, call.invoiceUid, {
    sentAt: now,
    messageId: answer.messageId,
    sentXml: xml,
    lastError: null,
  });
  await markDocumentSent(db, call.firmId, call.invoiceUid, now);
  return previewEInvoice(call);
}
