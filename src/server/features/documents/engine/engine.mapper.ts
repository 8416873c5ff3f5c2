import type {
  Document,
  DocumentComment,
  DocumentHeader,
  DocumentItemData,
  DocumentItemView,
  DocumentListRow,
  Reference,
} from '@shared/api/documents';
import type { ApiMessage } from '@shared/api/endpoint';
import {
  type DocumentKind,
  type DocumentType,
  documentStatusOf,
} from '@shared/domain/documents/document-kinds';
import { type DocumentTotals, REVERSE_CHARGE_TEXT } from '@shared/domain/documents/document-lines';
import { defaultValidTill } from '@shared/domain/documents/document-rules';
import { computeDocumentTotals, computeLine } from '@shared/domain/documents/document-totals';
import { pricingOf, toLineInput } from '@shared/domain/documents/line-input';
// Lines are copied the way the line operations copy them (fast objects for 300-line answers).
import { lineWith } from '../items/items.mapper';
import type { EmployeeSession } from '../view/view.mapper';
import type { CommentRow, DocumentRow, DocumentValues } from './engine.repository';

/**
 * The document's totals as the server computes them on every save, never trusting the browser's; a kind
 * that credits (its definition's `credits`) has them negated (decision 0021).
 */
export function totalsOf(
  header: DocumentHeader,
  items: readonly DocumentItemData[],
  kind?: Pick<DocumentKind, 'credits'>,
): DocumentTotals {
  return computeDocumentTotals(items.map(toLineInput), pricingOf(header, kind));
}

/**
 * The save answer's warnings (decision 0021): each line the totals leave out, at its cell, so the user
 * is told in words as well as by the mark in the grid. A completion refuses the same lines.
 */
export function invalidLineWarnings(totals: Pick<DocumentTotals, 'invalidLines'>): ApiMessage[] {
  return totals.invalidLines.map(({ line, field, text }) => ({
    level: 'WARNING',
    code: 'LINE_NOT_COUNTED',
    text,
    field: line === null ? `data.${field}` : `data.items.${line - 1}.${field}`,
  }));
}

/** A figure a row can no longer give exactly (stored before the bounds of decision 0021) is not shown. */
function safeOre(value: number): number | null {
  return Number.isSafeInteger(value) ? value : null;
}

/** The columns a save writes: the header and lines as sent, plus the copies lists filter and sort on. */
export function toDocumentValues(input: {
  header: DocumentHeader;
  items: DocumentItemData[];
  totals: DocumentTotals;
  modifiedAt: Date;
}): DocumentValues {
  const { header, totals } = input;
  return {
    docDate: header.docDate,
    clientId: header.clientUid,
    employeeId: header.employeeUid,
    mark: header.mark,
    title: header.title,
    object: header.object,
    totalSumOre: totals.totalSumOre,
    totalPayableOre: totals.totalPayableSumOre,
    taxDeductionOre: totals.taxDeductionOre,
    validTill: header.validTill,
    dueDate: header.dueDate,
    plannedStart: header.plannedStartDate,
    modifiedAt: input.modifiedAt,
    header,
    items: input.items,
  };
}

/** Stored JSON read through the row type; the header is written whole on every save. */
export function headerOf(row: Pick<DocumentRow, 'header'>): DocumentHeader {
  return row.header;
}

/**
 * Purchase prices, markups and profits are the firm's margin: an employee with hidden net prices (or a
 * session in client mode) gets them as null (markups as 0), and a save from them keeps the stored ones.
 */
export function hideLineMargins<T extends DocumentItemData>(item: T): T {
  return { ...item, purchasePriceOre: null, sourcePurchasePriceOre: null, markupBp: 0 };
}

export function hideTotalsMargins(totals: DocumentTotals): Document['totals'] {
  return {
    ...totals,
    materialProfitOre: null,
    workProfitOre: null,
    purchaseSumOre: null,
    workProfitWithoutCost: false,
  };
}

/**
 * Margin fields of a hidden-price employee's save are replaced by the stored line's (by line uid); a new
 * line keeps what the line search gave it, which that employee never saw either.
 */
export function keepStoredMargins(
  items: readonly DocumentItemData[],
  stored: readonly DocumentItemData[],
): DocumentItemData[] {
  const byUid = new Map(stored.map((s) => [s.uid, s]));
  return items.map((item) => {
    const before = byUid.get(item.uid);
    if (!before) return item;
    return {
      ...item,
      purchasePriceOre: before.purchasePriceOre,
      sourcePurchasePriceOre: before.sourcePurchasePriceOre,
      markupBp: before.markupBp,
    };
  });
}

/**
 * Line figures for the view: what the catalogue says today (`enriched`, in the same order as `stored`)
 * and the sums computed from the stored line, so hiding margins never changes an amount.
 */
export function toItemViews(
  header: DocumentHeader,
  stored: readonly DocumentItemData[],
  enriched: readonly Omit<DocumentItemView, 'sumOre' | 'materialProfitOre'>[],
  netVisible: boolean,
  kind?: Pick<DocumentKind, 'credits'>,
): DocumentItemView[] {
  const pricing = pricingOf(header, kind);
  return stored.map((item, i) => {
    const amounts = computeLine(toLineInput(item), pricing);
    // A line that breaks a rule may have a sum past exact integers; the totals leave it out anyway.
    const profit = amounts.profitOre === null ? null : safeOre(amounts.profitOre);
    const materialProfitOre = netVisible && amounts.group === 'MATERIAL' ? profit : null;
    const today = enriched[i]!;
    const view: DocumentItemView = lineWith(item, {
      sumOre: safeOre(amounts.sumOre) ?? 0,
      materialProfitOre,
      priceDetails: today.priceDetails,
      stockStatusIcon: today.stockStatusIcon,
      stockStatusMessage: today.stockStatusMessage,
      replacements: today.replacements,
      image: today.image,
    });
    return netVisible ? view : hideLineMargins(view);
  });
}

export function legalTextsOf(header: DocumentHeader): string[] {
  if (!header.reverseTaxLiability) return [];
  const buyer = header.vatRegistrationId.trim();
  return [REVERSE_CHARGE_TEXT, ...(buyer ? [`Köparens momsregistreringsnummer: ${buyer}`] : [])];
}

export function toComment(row: CommentRow): DocumentComment {
  return {
    uid: row.id,
    employee: { uid: row.employeeId ?? '', caption: row.employeeName },
    time: row.createdAt.toISOString(),
    text: row.text,
  };
}

export function toDocument(input: {
  row: DocumentRow;
  kind: DocumentKind;
  items: DocumentItemView[];
  mayBeActualized: boolean;
  netVisible: boolean;
  mayEdit: boolean;
  client: Reference | null;
  employee: Reference | null;
  comments: DocumentComment[];
  folder?: Reference | null;
  hasRelations?: boolean;
  /** The kind's own totals (`storedTotals`); else those of its lines. */
  totals?: DocumentTotals;
}): Document {
  const { row, kind } = input;
  const header = headerOf(row);
  const totals = input.totals ?? totalsOf(header, row.items, kind);
  const status = documentStatusOf(row);
  return {
    uid: row.id,
    docType: row.docType,
    version: row.version,
    number: row.number,
    status,
    completed: row.completed,
    locked: row.locked,
    editable: input.mayEdit && kind.creatable && status === 'DRAFT',
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    client: input.client,
    employee: input.employee,
    mayBeActualized: input.mayBeActualized,
    archived: row.archived,
    deleted: row.deleted,
    folder: input.folder ?? null,
    hasRelations: input.hasRelations ?? false,
    sentAt: row.sentAt?.toISOString() ?? null,
    readState: (row.readState as Document['readState']) ?? null,
    // The client's agreed markup on purchase prices gives the purchase price away with the line price.
    header: input.netVisible ? header : { ...header, markupBp: 0 },
    items: input.items,
    totals: input.netVisible ? totals : hideTotalsMargins(totals),
    comments: input.comments,
    legalTexts: legalTextsOf(header),
  };
}

export function toListRow(row: {
  id: string;
  docType: DocumentRow['docType'];
  number: number | null;
  completed: boolean;
  locked: boolean;
  docDate: string;
  clientId: string | null;
  clientName: string | null;
  employeeId: string | null;
  employeeName: string | null;
  mark: string;
  title: string;
  totalSumOre: number | null;
  totalPayableOre: number | null;
  validTill: string | null;
  dueDate: string | null;
  plannedStart: string | null;
  modifiedAt: Date;
  archived: boolean;
  deleted: boolean;
  folderId: string | null;
  folderName: string | null;
  relationStatus: DocumentListRow['relationStatus'];
  firstRelationData: DocumentListRow['firstRelationData'];
  sentAt: Date | null;
  readState: string | null;
  unixType: string | null;
}): DocumentListRow {
  return {
    docUid: row.id,
    docType: row.docType,
    docNumber: row.number,
    status: documentStatusOf(row),
    locked: row.locked,
    completed: row.completed,
    docDate: row.docDate,
    client: row.clientId && row.clientName !== null ? { uid: row.clientId, caption: row.clientName } : null,
    employee:
      row.employeeId && row.employeeName !== null ? { uid: row.employeeId, caption: row.employeeName } : null,
    mark: row.mark,
    title: row.title,
    totalSumOre: row.totalSumOre === null ? null : safeOre(row.totalSumOre),
    totalPayableSumOre: row.totalPayableOre === null ? null : safeOre(row.totalPayableOre),
    validTill: row.validTill,
    dueDate: row.dueDate,
    plannedStartDate: row.plannedStart,
    modifiedAt: row.modifiedAt.toISOString(),
    archived: row.archived,
    deleted: row.deleted,
    folder: row.folderId && row.folderName !== null ? { uid: row.folderId, caption: row.folderName } : null,
    relationStatus: row.relationStatus,
    firstRelationData: row.firstRelationData,
    sentAt: row.sentAt?.toISOString() ?? null,
    readState: (row.readState as DocumentListRow['readState']) ?? null,
    unixType: (row.unixType as DocumentListRow['unixType']) ?? null,
  };
}

/** The stored document as other features (line operations) read it. */
export interface StoredDocument {
  uid: string;
  docType: DocumentType;
  version: number;
  completed: boolean;
  locked: boolean;
  clientId: string | null;
  header: DocumentHeader;
  items: DocumentItemData[];
}

export function toStored(row: DocumentRow): StoredDocument {
  return {
    uid: row.id,
    docType: row.docType,
    version: row.version,
    completed: row.completed,
    locked: row.locked,
    clientId: row.clientId,
    header: row.header,
    items: row.items,
  };
}

export const DEFAULT_OFFER_VALIDITY_DAYS = 30;

/** The header a new draft starts with: the session's employee, and an offer's usual validity. */
export function newDraftHeader(
  kind: DocumentKind,
  session: EmployeeSession,
  sent: DocumentHeader,
): DocumentHeader {
  const validTill = kind.extraFields.includes('validTill') ? defaultValidTill(sent.docDate) : null;
  return {
    ...sent,
    employeeUid: sent.employeeUid ?? session.employee.id,
    validTill: sent.validTill ?? validTill,
  };
}
