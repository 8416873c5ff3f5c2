/**
 * ROT printed (issue #17, decision 0039), built from the shared parts like the reminder: the buyers'
 * block under a document's totals, and the ROT specification — one page per invoice for the buyers: who
 * sold, which invoice, each buyer with personnummer (in full: it is the buyer's own paper) and property,
 * the work, the price split into labour, material and other, the deduction at its rate, what the buyer
 * paid and when, and how far the claim has come.
 */
import type { DocumentTaxPayer } from '@shared/api/documents';
import { formatRateBp } from '@shared/domain/documents/document-totals';
import { formatAmount, formatKr, formatNumber } from '@shared/domain/format';
import type { RotPeriod } from '@shared/domain/rot/rot-periods';
import {
  rotWorkTypeLabels,
  type TaxDeductionState,
  taxDeductionStateLabels,
} from '@shared/domain/rot/work-types';
import type { PdfNode } from '../../../../platform/pdf/pdf';
import { letterhead, parties } from '../../heading/heading.pdf';
import type { PagePlan } from '../../layouts/layouts.data';
import { formatOrganizationId, type PrintDocument } from '../../printing.mapper';
import { ACCENT, RULE, right, SHADE } from '../../style/style.data';

export const ROT_SPECIFICATION_TITLE = 'ROT-specifikation';

/** What the specification says beyond the invoice itself: the claim's state, the rate, the payments. */
export interface RotSpecificationPrint {
  state: TaxDeductionState | null;
  /** The period in force on the payment date (or the invoice date before payment); null if none. */
  period: RotPeriod | null;
  /** What the buyer paid (never Skatteverket's payment) and the day of the last payment. */
  clientPaidOre: number;
  clientPaidDate: string | null;
  decision: { decidedOn: string; approvedOre: number } | null;
}

/** A rule under the heading and a light one between buyers: a buyer's works may take several lines. */
const buyersLayout = {
  hLineWidth: (i: number) => (i === 0 ? 0 : i === 1 ? 0.8 : 0.3),
  hLineColor: (i: number) => (i === 1 ? ACCENT : RULE),
  vLineWidth: () => 0,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** "198001012387" → "19800101-2387", as a personnummer is written. */
export function formatPersonalNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 12 ? `${digits.slice(0, 8)}-${digits.slice(8)}` : value.trim();
}

/** The property designation, or the tenant-owner's flat with the association's organisation number. */
export function propertyText(
  p: Pick<DocumentTaxPayer, 'propertyDesignation' | 'flatNumber' | 'associationOrgNumber'>,
) {
  if (p.propertyDesignation.trim()) return p.propertyDesignation.trim();
  const flat = p.flatNumber.trim() ? `Lägenhet ${p.flatNumber.trim()}` : '';
  const org = p.associationOrgNumber.trim() ? `BRF ${formatOrganizationId(p.associationOrgNumber)}` : '';
  return [flat, org].filter((s) => s !== '').join(', ');
}

function worksText(payer: DocumentTaxPayer): string {
  return payer.works
    .map(
      (w) =>
        `${rotWorkTypeLabels[w.type]} ${formatNumber(w.hours, 2).replace(/,?0+$/, '')} h, material ${formatKr(w.materialCostOre)}`,
    )
    .join('\n');
}

/** The document's buyers: null without a ROT part, on a kind without ROT or with no buyer named. */
function buyersOf(doc: PrintDocument): DocumentTaxPayer[] | null {
  const payers = doc.header.taxDeduction?.taxPayers ?? [];
  return doc.kind.taxDeduction === 'NONE' || payers.length === 0 ? null : payers;
}

function buyersTable(payers: readonly DocumentTaxPayer[], withWorks: boolean): PdfNode {
  const head = [
    'Köpare',
    'Personnummer',
    'Fastighet / bostadsrätt',
    ...(withWorks ? ['Arbete'] : []),
    'ROT-avdrag',
  ];
  const rows = payers.map((p) => [
    p.name,
    formatPersonalNumber(p.personalNumber),
    propertyText(p),
    ...(withWorks ? [worksText(p)] : []),
    right(formatAmount(p.amountOre)),
  ]);
  const total = payers.reduce((sum, p) => sum + p.amountOre, 0);
  const footer =
    payers.length > 1
      ? [
          [
            { text: 'Summa', bold: true, colSpan: head.length - 1 },
            ...head.slice(2).map(() => ''),
            right(formatAmount(total), { bold: true }),
          ],
        ]
      : [];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: withWorks ? ['*', 'auto', '*', '*', 'auto'] : ['*', 'auto', '*', 'auto'],
      body: [
        head.map((h, i) => (i === head.length - 1 ? right(h, { style: 'th' }) : { text: h, style: 'th' })),
        ...rows,
        ...footer,
      ],
    },
    layout: buyersLayout,
    margin: [0, 4, 0, 0],
  };
}

const rotNotes = {
  CLAIMED:
    'Vi begär ROT-avdraget från Skatteverket när fakturan är betald. Beviljas det inte helt betalar köparen mellanskillnaden.',
  SHOWN:
    'Preliminärt ROT-avdrag: det förutsätter att köparna har avdrag kvar i år och att Skatteverket godkänner det.',
  REVERSED:
    'Krediteringen minskar fakturans ROT-avdrag med beloppet ovan. Det ingår inte i återbetalningen: vi begär det inte av Skatteverket, eller betalar tillbaka det om Skatteverket redan har betalat.',
} as const;

/**
 * Under the totals of a document with buyers: who claims how much, so the buyer can check the
 * deduction "Avgår ROT-avdrag" the totals took off. Printed on the priced layouts, never on a blank form.
 */
export function rotBuyersPart(doc: PrintDocument, plan: PagePlan): PdfNode[] {
  const payers = buyersOf(doc);
  if (!payers || plan.blank || plan.totals === 'NONE') return [];
  const mode = doc.kind.taxDeduction;
  const note = rotNotes[mode === 'NONE' ? 'SHOWN' : mode];
  return [
    {
      stack: [
        { text: mode === 'REVERSED' ? 'ROT-avdrag som återförs' : 'ROT-avdrag', style: 'title' },
        buyersTable(payers, false),
        { text: note, style: 'notes', margin: [0, 4, 0, 0] },
      ],
      unbreakable: true,
    },
  ];
}

/** The work's price as Skatteverket reads it: labour, material and the rest, each incl. VAT. */
function priceRows(doc: PrintDocument, spec: RotSpecificationPrint): [string, string, boolean][] {
  const t = doc.totals;
  const totalInclVat = t.totalSumOre + t.roundingOre;
  const other = totalInclVat - t.rotWorkInclVatOre - t.materialDocDiscountedInclVatOre;
  const rate = spec.period ? ` (${formatRateBp(spec.period.rateBp)})` : '';
  return [
    ['Arbetskostnad inkl. moms (underlag för ROT)', formatAmount(t.rotWorkInclVatOre), false],
    ['Material inkl. moms', formatAmount(t.materialDocDiscountedInclVatOre), false],
    ['Övrigt inkl. moms (resor, annat arbete m.m.)', formatAmount(other), false],
    ['Totalt inkl. moms', formatAmount(totalInclVat), true],
    [`ROT-avdrag${rate}`, formatAmount(-t.taxDeductionOre), false],
    ['Att betala för köparen', formatKr(t.totalPayableSumOre), true],
  ];
}

function heatPumpNote(doc: PrintDocument, period: RotPeriod | null): PdfNode[] {
  const rot = doc.header.taxDeduction;
  if (!rot || rot.heatingPumpsWorkType === 'NONE') return [];
  const share =
    rot.heatingPumpsWorkType === 'MOUNTAIN_HEATING_PUMP'
      ? period?.mountainHeatPumpLabourBp
      : rot.heatingPumpsWorkType === 'AIR_OR_WATER_HEATING_PUMP'
        ? period?.airWaterHeatPumpLabourBp
        : (rot.customHeatingPumpsWorkPart ?? undefined);
  const text = share === undefined ? '' : ` (${formatRateBp(share)} av totalpriset)`;
  return [
    {
      text: `Värmepump: arbetskostnaden är Skatteverkets schablon${text}.`,
      style: 'notes',
      margin: [0, 4, 0, 0],
    },
  ];
}

function priceBox(doc: PrintDocument, spec: RotSpecificationPrint): PdfNode {
  const rows = priceRows(doc, spec);
  return {
    table: {
      widths: ['*', 'auto'],
      body: rows.map(([label, amount, strong]) =>
        strong ? [{ text: label, bold: true }, right(amount, { bold: true })] : [label, right(amount)],
      ),
    },
    layout: {
      hLineWidth: (i: number) => (rows[i]?.[2] ? 0.6 : 0),
      hLineColor: () => RULE,
      vLineWidth: () => 0,
      fillColor: () => SHADE,
      paddingLeft: () => 8,
      paddingRight: () => 8,
    },
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

function claimFacts(spec: RotSpecificationPrint): PdfNode {
  const facts: [string, string][] = [
    ['Betalt av köparen', spec.clientPaidOre > 0 ? formatKr(spec.clientPaidOre) : 'Inte betalt'],
    ['Betalningsdatum', spec.clientPaidDate ?? '–'],
    ['Status', spec.state ? taxDeductionStateLabels[spec.state] : '–'],
    ...(spec.decision
      ? [
          [
            `Skatteverkets beslut ${spec.decision.decidedOn}`,
            `Beviljat ${formatKr(spec.decision.approvedOre)}`,
          ] as [string, string],
        ]
      : []),
  ];
  return {
    table: {
      widths: facts.map(() => '*'),
      body: [
        facts.map(([label, value]) => ({
          stack: [
            { text: label, style: 'label' },
            { text: value, bold: true },
          ],
        })),
      ],
    },
    layout: {
      hLineWidth: () => 0.8,
      vLineWidth: (i: number) => (i === 0 || i === facts.length ? 0.8 : 0),
      hLineColor: () => ACCENT,
      vLineColor: () => ACCENT,
      paddingLeft: () => 8,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 12, 0, 0],
    unbreakable: true,
  };
}

const specificationPlan: PagePlan = {
  subtitle: null,
  blank: false,
  lines: 'NONE',
  vatPerLine: false,
  prices: 'SALES',
  grossBeside: false,
  totals: 'NONE',
  payment: false,
};

/**
 * One invoice's specification: the content of a section of its own (new page, own page numbers); the
 * caller adds the page footer, so the layouts, which print the buyers' block, are not imported here.
 */
export function rotSpecificationContent(doc: PrintDocument, spec: RotSpecificationPrint): PdfNode[] {
  const payers = buyersOf(doc) ?? [];
  const heading = { ...doc, kind: { ...doc.kind, label: ROT_SPECIFICATION_TITLE } };
  const subtitle = `Faktura ${doc.number ?? ''}, ${doc.header.docDate}`;
  const intro =
    `Specifikation av husavdrag (ROT) för faktura ${doc.number ?? ''} daterad ${doc.header.docDate}. ` +
    'Spara den med fakturan: den visar vad som begärs från Skatteverket för varje köpares räkning.';
  return [
    // A blank plan's letterhead names the kind's label only: the invoice's number is the subtitle.
    letterhead(heading, { ...specificationPlan, blank: true, subtitle }, false),
    parties({ ...doc, kind: { ...doc.kind, extraFields: [] } }, specificationPlan),
    { text: intro, margin: [0, 6, 0, 0] },
    { text: 'Köpare och arbete', style: 'title' },
    payers.length > 0
      ? buyersTable(payers, true)
      : { text: 'Fakturan har inga köpare med ROT-avdrag.', style: 'notes' },
    { text: 'Pris', style: 'title' },
    priceBox(doc, spec),
    ...heatPumpNote(doc, spec.period),
    claimFacts(spec),
  ];
}
