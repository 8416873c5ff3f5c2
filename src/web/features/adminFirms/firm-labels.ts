import type { AccessLevel, FeatureFlag } from '@shared/domain/access';

/** The firm's access level as the provider's staff say it. */
export const accessLevelLabels: Record<AccessLevel, string> = {
  FULL: 'Fullständigt',
  RESTRICTED: 'Begränsat',
  GUEST: 'Gästkonto',
};

export const featureFlagLabels: Record<FeatureFlag, string> = {
  ACCOUNTING_EXPORT_INTEGRATION: 'Export till bokföringsprogram',
  LEDGER_LIST: 'Reskontralista',
  ACCOUNTING_TYPE_SELECT: 'Val av bokföringsmetod (faktura eller kontant)',
  BROWSER_TAB_COMMUNICATION: 'Samverkan mellan webbläsarflikar',
};

/** "5560360793" → "556036-0793", as it is written on papers. */
export const orgNumberText = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;

export const FIRMS_PATH = '/admin/foretag';
