/**
 * A credit invoice's ROT part as the kind computes it on save and checks it at completion (decision 0044):
 * what this credit takes back of each buyer's deduction, from the stored invoice and its other credits.
 */
import type { DocumentHeader, DocumentItemData, DocumentTaxDeduction } from '@shared/api/documents';
import { type DocumentKind, type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentProblem } from '@shared/domain/documents/document-rules';
import { rotBasisOre, rotReversedByCredit } from '@shared/domain/rot/rot-credit';
import { rotPayerKey } from '@shared/domain/rot/rot-document';
import type { Db } from '../../../platform/db/database';
import { totalsOf } from '../engine/engine.mapper';
import { findCreditedForRot, findEarlierCredits, type RotCreditSource } from './rotCredit.repository';

function basisOf(
  td: DocumentTaxDeduction,
  doc: { header: DocumentHeader; items: readonly DocumentItemData[]; kind: Pick<DocumentKind, 'credits'> },
) {
  const header = { ...doc.header, taxDeduction: null };
  return rotBasisOre(td.heatingPumpsWorkType, totalsOf(header, doc.items, doc.kind));
}

const stored = (source: RotCreditSource) => ({ ...source, kind: documentKinds[source.docType] });

function reversedBefore(credits: readonly RotCreditSource[]): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const credit of credits) {
    for (const p of credit.header.taxDeduction?.taxPayers ?? []) {
      const key = rotPayerKey(p.personalNumber);
      byKey.set(key, (byKey.get(key) ?? 0) + p.amountOre);
    }
  }
  return byKey;
}

/** What a save computes a document's ROT part from: the firm, the kind, the document and its content. */
export interface SavedContent {
  db: Db;
  firmId: string;
  kind: DocumentKind;
  docUid: string | null | undefined;
  header: DocumentHeader;
  items: readonly DocumentItemData[];
}

/** The header a credit invoice's save writes: its ROT part recomputed from the stored invoice. */
export async function withReversedTaxDeduction(args: SavedContent): Promise<DocumentHeader> {
  const { db, firmId, header } = args;
  const invoiceUid = header.creditedInvoiceUid;
  const invoice = invoiceUid ? await findCreditedForRot(db, firmId, invoiceUid) : null;
  const td = invoice?.header.taxDeduction ?? null;
  if (!invoiceUid || !invoice || !td || td.taxPayers.every((p) => p.amountOre <= 0)) {
    return { ...header, taxDeduction: null };
  }
  const earlier = await findEarlierCredits(db, { firmId, invoiceUid, creditUid: args.docUid ?? null });
  const before = reversedBefore(earlier);
  const amounts = rotReversedByCredit({
    payers: td.taxPayers.map((p) => ({
      key: rotPayerKey(p.personalNumber),
      claimedOre: p.amountOre,
      reversedBeforeOre: before.get(rotPayerKey(p.personalNumber)) ?? 0,
    })),
    basisOre: basisOf(td, stored(invoice)),
    basisCreditedBeforeOre: earlier.reduce((sum, c) => sum + basisOf(td, stored(c)), 0),
    basisThisOre: basisOf(td, args),
  });
  if (amounts.every((a) => a === 0)) return { ...header, taxDeduction: null };
  return {
    ...header,
    taxDeduction: { ...td, taxPayers: td.taxPayers.map((p, i) => ({ ...p, amountOre: amounts[i] ?? 0 })) },
  };
}

const reversedAmounts = (header: DocumentHeader) =>
  (header.taxDeduction?.taxPayers ?? []).map((p) => p.amountOre).join(',');

/**
 * A draft credit's ROT part is computed at its save (0044); when another credit of the same invoice was
 * completed since, what this one takes back has changed. Completing it with the old figures could take
 * back more than is left, so it is refused until a save recomputes them and the person sees the sum.
 */
export async function staleReversalProblems(args: {
  db: Db;
  firmId: string;
  document: { id: string; docType: DocumentType; header: DocumentHeader; items: readonly DocumentItemData[] };
}): Promise<DocumentProblem[]> {
  const { db, firmId, document } = args;
  const kind = documentKinds[document.docType];
  if (kind.taxDeduction !== 'REVERSED' || !document.header.creditedInvoiceUid) return [];
  const fresh = await withReversedTaxDeduction({ db, firmId, kind, docUid: document.id, ...document });
  if (reversedAmounts(fresh) === reversedAmounts(document.header)) return [];
  return [
    {
      field: 'taxDeduction',
      message:
        'En annan kreditfaktura av samma faktura har slutförts sedan denna sparades, så ROT-avdraget som återförs har ändrats. Spara kreditfakturan igen och kontrollera beloppet.',
    },
  ];
}
