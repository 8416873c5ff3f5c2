/**
 * The legal contents an invoice needs before it is completed (mervärdesskattelagen 17 kap. 24 §,
 * decision 0036), read from the firm's settings, the client register and the credited invoice, judged
 * by the shared rules in `invoice-contents.ts`. Which kinds are invoices is the kind definition's word
 * (`isLegalInvoiceKind`), and a kind that credits is checked against the invoice it credits.
 */
import { type DocumentKind, documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentProblem, validateDocumentForCompletion } from '@shared/domain/documents/document-rules';
import {
  buyerKindOf,
  buyerProblems,
  type CreditedInvoice,
  creditProblems,
  isLegalInvoiceKind,
  sellerProblems,
  vatChoiceProblems,
} from '@shared/domain/documents/invoice-contents';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
import type { Db } from '../../../platform/db/database';
import { totalsOf } from '../engine/engine.mapper';
import type { DocumentRow, findDocumentRules } from '../engine/engine.repository';
import { kindModules } from '../kinds';
import { findBuyer, findSellerIdentity, lockCreditedInvoice } from './completion.repository';

type Row = Pick<DocumentRow, 'id' | 'header' | 'items' | 'totalPayableOre'>;

/** "faktura 1042", or "fakturan (utkast)" for one not numbered yet. */
function invoiceName(docType: DocumentRow['docType'], number: number | null): string {
  const label = documentKinds[docType].label.toLowerCase();
  return number === null ? `${label}n (utkast)` : `${label} ${number}`;
}

/**
 * The buyer's name as the printout names it: the client register's, else the name typed in the
 * document's client address (a one-off buyer); null when there is neither.
 */
function buyerName(registerName: string | null, contactName: string): string | null {
  if (registerName !== null) return registerName;
  return contactName.trim() === '' ? null : contactName;
}

async function creditedInvoice(db: Db, firmId: string, row: Row): Promise<CreditedInvoice | null> {
  const uid = row.header.creditedInvoiceUid;
  if (uid === null) return null;
  const invoice = await lockCreditedInvoice(db, firmId, uid, row.id);
  if (!invoice) return null;
  return {
    name: invoiceName(invoice.docType, invoice.number),
    completed: invoice.completed,
    payableOre: invoice.totalPayableOre,
    creditedOre: invoice.creditedOre,
  };
}

/**
 * Every legal-content problem of the stored document, each at its field; none for kinds that are not
 * invoices. Inside the completion's transaction the credited invoice is locked until it commits.
 */
export async function legalCompletionProblems(call: {
  db: Db;
  firmId: string;
  kind: DocumentKind;
  row: Row;
}): Promise<DocumentProblem[]> {
  const { db, firmId, kind, row } = call;
  if (!isLegalInvoiceKind(kind)) return [];
  const { header } = row;
  const seller = await findSellerIdentity(db, firmId);
  const buyer = header.clientUid ? await findBuyer(db, firmId, header.clientUid) : null;
  const totals = totalsOf(header, row.items, kind);
  const problems = [
    ...sellerProblems(seller),
    ...buyerProblems({
      name: buyerName(buyer?.name ?? null, header.clientAddress.contactName),
      address: header.clientAddress,
    }),
    ...vatChoiceProblems({
      reverseTaxLiability: header.reverseTaxLiability,
      buyerKind: buyerKindOf(buyer?.organizationCode),
      rotWorkSumOre: totals.rotWorkSumOre,
    }),
  ];
  if (!kind.credits) return problems;
  return [
    ...problems,
    ...creditProblems({
      creditedInvoiceUid: header.creditedInvoiceUid,
      credited: await creditedInvoice(db, firmId, row),
      creditOre: -row.totalPayableOre,
    }),
  ];
}

/**
 * Everything completing the stored document would break: the common rules (decision 0010), the kind's
 * own (decision 0022) and an invoice's legal contents. The completion and the validity check both ask.
 */
export async function completionProblems(call: {
  db: Db;
  firmId: string;
  kind: DocumentKind;
  row: DocumentRow;
  rules: Awaited<ReturnType<typeof findDocumentRules>>;
}): Promise<DocumentProblem[]> {
  const { kind, row, rules } = call;
  const common = validateDocumentForCompletion({
    hasItems: kind.hasItems,
    extraFields: kind.extraFields,
    header: row.header,
    items: row.items.map(toLineInput),
    pricing: pricingOf(row.header),
    settings: {
      mandatoryMark: rules.mandatoryMark,
      mandatoryObject: rules.mandatoryObject,
      noteMaxLength: rules.documentNoteMaxLength,
    },
  });
  const own =
    (await kindModules[kind.type].completionProblems?.(row, { db: call.db, firmId: call.firmId })) ?? [];
  return [...common, ...own, ...(await legalCompletionProblems(call))];
}
