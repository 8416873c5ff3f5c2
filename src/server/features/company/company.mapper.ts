import { type CompanySettings, companySettingsShape } from '@shared/api/company.api';
import { numberedDocTypes } from '@shared/domain/number-series';
import type { FirmRow, SeriesName } from '../firms';

type SeriesConfig = { minNumber: number; fillGaps: boolean };

/** The settings the session reads live on `firms`; these keys are never part of the JSON document. */
type FirmColumns =
  | 'companyName'
  | 'organizationId'
  | 'paymentDelay'
  | 'warehouseCode'
  | 'ownPricesMode'
  | 'autoArchivingDocuments';

/**
 * Assembles the settings from their three homes: the firm's columns, the number series and the JSON
 * document. Parsing through the contract's shape gives settings added after the last save their defaults.
 */
export function toCompanySettings(input: {
  stored: Record<string, unknown>;
  firm: FirmRow;
  warehouseCode: string | null;
  series: ReadonlyMap<SeriesName, SeriesConfig>;
  joint: boolean;
}): CompanySettings {
  const { stored, firm, series } = input;
  const docsNumbering = Object.fromEntries(
    numberedDocTypes.map((type) => [
      type,
      { minNumber: series.get(type)?.minNumber ?? 1, fillGaps: series.get(type)?.fillGaps ?? false },
    ]),
  );
  return companySettingsShape.parse({
    ...stored,
    companyName: firm.name,
    organizationId: firm.organisationNumber,
    paymentDelay: firm.paymentDelayDays,
    warehouseCode: input.warehouseCode,
    ownPricesMode: firm.ownPricesMode,
    autoArchivingDocuments: firm.autoArchivingDocuments,
    vvsguiden: { ...((stored.vvsguiden ?? {}) as Record<string, unknown>), enabled: firm.vvsguidenEnabled },
    numbering: {
      clientMinNumber: series.get('CLIENT')?.minNumber ?? 1,
      jointNumberingForInvoicesEnabled: input.joint,
      docsNumbering,
    },
  });
}

/** The part of the settings kept as the JSON document. */
export function toStoredSettings(settings: CompanySettings): Record<string, unknown> {
  const {
    companyName: _name,
    organizationId: _org,
    paymentDelay: _delay,
    warehouseCode: _warehouse,
    ownPricesMode: _mode,
    autoArchivingDocuments: _archive,
    numbering: _numbering,
    vvsguiden: { enabled: _guide, ...vvsguiden },
    ...rest
  } = settings;
  return { ...rest, vvsguiden };
}

/** The columns of `firms` a save writes, so the session (name, payment delay, modes) follows at once. */
export function toFirmColumns(
  settings: Pick<CompanySettings, FirmColumns | 'vvsguiden'>,
  warehouseId: string | null,
) {
  return {
    name: settings.companyName,
    organisationNumber: settings.organizationId,
    paymentDelayDays: settings.paymentDelay,
    defaultWarehouseId: warehouseId,
    ownPricesMode: settings.ownPricesMode,
    autoArchivingDocuments: settings.autoArchivingDocuments,
    vvsguidenEnabled: settings.vvsguiden.enabled,
  };
}
