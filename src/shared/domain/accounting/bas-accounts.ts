/**
 * The BAS accounts Montör books and the firm's default ledger mapping (decision 0040). The list seeds the
 * chart of accounts; the firm may rename accounts, add its own and point the mapping elsewhere. The names
 * follow the BAS chart; the SRU codes are the INK2 fields (aktiebolag) the account sums into. Where we are
 * not certain of a code it is null, so the accountant fills it in rather than trusting a guess.
 */

export interface BasAccount {
  account: string;
  name: string;
  /** INK2 SRU code (e.g. 7251 Kundfordringar); null where it must be set by the firm's accountant. */
  sru: number | null;
}

/** What a sales row is: the firm may book material and work on separate accounts (decision 0040). */
export type ItemType = 'MATERIAL' | 'WORK' | 'OTHER';

export const basAccounts: readonly BasAccount[] = [
  { account: '1510', name: 'Kundfordringar', sru: 7251 },
  // The ROT part of a split invoice: a claim on Skatteverket until it pays or denies it.
  { account: '1513', name: 'Kundfordringar – delad faktura', sru: 7251 },
  // Skatteverket pays the ROT part to the firm's tax account, not to its bank.
  { account: '1630', name: 'Avräkning för skatter och avgifter (skattekonto)', sru: 7261 },
  { account: '1910', name: 'Kassa', sru: 7281 },
  { account: '1930', name: 'Företagskonto/checkkonto/affärskonto', sru: 7281 },
  { account: '2611', name: 'Utgående moms på försäljning inom Sverige, 25 %', sru: 7369 },
  { account: '2621', name: 'Utgående moms på försäljning inom Sverige, 12 %', sru: 7369 },
  { account: '2631', name: 'Utgående moms på försäljning inom Sverige, 6 %', sru: 7369 },
  { account: '3001', name: 'Försäljning inom Sverige, 25 % moms', sru: 7410 },
  { account: '3002', name: 'Försäljning inom Sverige, 12 % moms', sru: 7410 },
  { account: '3003', name: 'Försäljning inom Sverige, 6 % moms', sru: 7410 },
  { account: '3004', name: 'Försäljning inom Sverige, momsfri', sru: 7410 },
  // The seller under reverse charge books the sale here and no VAT (the buyer books 2614/2647).
  { account: '3231', name: 'Försäljning inom byggsektorn, omvänd skattskyldighet moms', sru: 7410 },
  { account: '3740', name: 'Öres- och kronutjämning', sru: 7410 },
  // Reminder fees are compensation outside VAT, not sales: an "other operating income" account.
  { account: '3990', name: 'Övriga ersättningar och intäkter', sru: 7413 },
  { account: '8313', name: 'Ränteintäkter från kortfristiga fordringar', sru: 7417 },
];

/** Sales accounts of one VAT rate, per item type. */
export interface SalesAccounts {
  rateBp: number;
  material: string;
  work: string;
  other: string;
}

export interface OutputVatAccount {
  rateBp: number;
  account: string;
}

export interface LedgerMapping {
  sales: readonly SalesAccounts[];
  outputVat: readonly OutputVatAccount[];
  reverseChargeSales: string;
  receivables: string;
  rotReceivable: string;
  /** Where Skatteverket's ROT payment lands: the firm's tax account. */
  taxAccount: string;
  bank: string;
  cash: string;
  rounding: string;
  interestIncome: string;
  reminderFees: string;
}

function sameForAllTypes(rateBp: number, account: string): SalesAccounts {
  return { rateBp, material: account, work: account, other: account };
}

/**
 * Material and work share the BAS account of their rate by default: the BAS chart has no standard
 * material/work split, and a firm that wants one (e.g. its own 3041 / 3051) sets it in the mapping.
 */
export const defaultLedgerMapping: LedgerMapping = {
  sales: [
    sameForAllTypes(2500, '3001'),
    sameForAllTypes(1200, '3002'),
    sameForAllTypes(600, '3003'),
    sameForAllTypes(0, '3004'),
  ],
  outputVat: [
    { rateBp: 2500, account: '2611' },
    { rateBp: 1200, account: '2621' },
    { rateBp: 600, account: '2631' },
  ],
  reverseChargeSales: '3231',
  receivables: '1510',
  rotReceivable: '1513',
  taxAccount: '1630',
  bank: '1930',
  cash: '1910',
  rounding: '3740',
  interestIncome: '8313',
  reminderFees: '3990',
};

/** "25 %", "12 %", "0 %" for messages. */
function rateText(rateBp: number): string {
  return `${String(rateBp / 100).replace('.', ',')} %`;
}

export function salesAccount(mapping: LedgerMapping, rateBp: number, itemType: ItemType): string {
  const row = mapping.sales.find((s) => s.rateBp === rateBp);
  if (!row) throw new Error(`Inget försäljningskonto för momssatsen ${rateText(rateBp)}`);
  if (itemType === 'MATERIAL') return row.material;
  return itemType === 'WORK' ? row.work : row.other;
}

export function outputVatAccount(mapping: LedgerMapping, rateBp: number): string {
  const row = mapping.outputVat.find((v) => v.rateBp === rateBp);
  if (!row) throw new Error(`Inget momskonto för momssatsen ${rateText(rateBp)}`);
  return row.account;
}
