/**
 * A credit invoice's ROT part (decision 0044): the credited invoice's buyers, each with what this credit
 * takes back of their deduction (`rotReversedByCredit`). The header's `amountOre` then feeds the totals,
 * which give it back on "Att återbetala", so a full credit refunds exactly what the client paid.
 */
import {
  type DocumentHeader,
  type DocumentItemData,
  type DocumentTaxDeduction,
  taxDeductionSumOre,
} from '@shared/api/documents';
import type { ApiMessage } from '@shared/api/endpoint';
import { type DocumentKind, type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentProblem } from '@shared/domain/documents/document-rules';
import { formatKr } from '@shared/domain/format';
import { rotBasisOre, rotReversedByCredit } from '@shared/domain/rot/rot-credit';
import { rotPayerKey } from '@shared/domain/rot/rot-document';
import type { Db } from '../../../platform/db/database';
import { totalsOf } from '../engine/engine.mapper';
import {
  findCreditedForRot,
  findCreditedRotState,
  findEarlierCredits,
  type RotCreditSource,
  reversedByCredits,
} from './rotCredit.repository';

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

/** The header a credit invoice's save writes: its ROT part recomputed from the stored invoice. */
export async function withReversedTaxDeduction(args: {
  db: Db;
  firmId: string;
  kind: DocumentKind;
  docUid: string | null | undefined;
  header: DocumentHeader;
  items: readonly DocumentItemData[];
}): Promise<DocumentHeader> {
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

/** States in which Skatteverket already has the claim: the firm must report the change itself. */
const filedStates: readonly string[] = ['XML_SENT', 'PAID_BY_AUTHORITY'];

/**
 * The completed credit's notice (0044): when its invoice's ROT was already sent to Skatteverket, the
 * deduction taken back must be reported there (and repaid if paid out) — the app cannot undo a sent file.
 */
export async function rotCreditNotices(args: {
  db: Db;
  firmId: string;
  document: { docType: DocumentType; header: DocumentHeader };
}): Promise<ApiMessage[]> {
  const { db, firmId, document } = args;
  const reversedOre = taxDeductionSumOre(document.header.taxDeduction);
  const invoiceUid = document.header.creditedInvoiceUid;
  if (documentKinds[document.docType].taxDeduction !== 'REVERSED' || reversedOre <= 0 || !invoiceUid)
    return [];
  const invoice = await findCreditedRotState(db, firmId, invoiceUid);
  if (!invoice?.state || !filedStates.includes(invoice.state)) return [];
  return [
    {
      level: 'WARNING',
      code: 'ROT_ALREADY_FILED',
      text: `ROT-avdraget för faktura ${invoice.number ?? ''} är redan begärt hos Skatteverket. Anmäl ändringen till Skatteverket: ${formatKr(reversedOre)} av avdraget ska inte betalas ut eller ska betalas tillbaka.`,
    },
  ];
}

/** What the invoices' completed credits took back, per buyer (decision 0044). */
export { reversedByCredits };
