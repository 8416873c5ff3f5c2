/**
 * A firm's chart of accounts: the seeded BAS accounts overlaid with the firm's own rows (decision 0045).
 * A firm row with a BAS number renames that account (or sets its SRU code); any other number is an
 * account the firm added.
 */
import { type BasAccount, basAccounts } from './bas-accounts';

export type AccountOrigin = 'BAS' | 'RENAMED' | 'OWN';

export interface ChartAccount extends BasAccount {
  origin: AccountOrigin;
}

const seeded = new Map(basAccounts.map((a) => [a.account, a]));

export function isSeededAccount(account: string): boolean {
  return seeded.has(account);
}

/** The chart in account-number order. */
export function chartOfAccounts(own: readonly BasAccount[]): ChartAccount[] {
  const byNumber = new Map<string, ChartAccount>(
    basAccounts.map((a) => [a.account, { ...a, origin: 'BAS' }]),
  );
  for (const a of own) {
    byNumber.set(a.account, { ...a, origin: seeded.has(a.account) ? 'RENAMED' : 'OWN' });
  }
  return [...byNumber.values()].sort((a, b) => a.account.localeCompare(b.account));
}
