/**
 * The ROT work types a VVS firm reports (product-spec §3, Skatteverket's "Begäran om utbetalning" V6):
 * the stored name, the Swedish label the editor and the ROT specification show, and the element of
 * `UtfortArbete` in the XML file. Only ROT types: RUT (household services) is never in Montör's files.
 */
export const rotWorkTypes = [
  'BYGG',
  'EL',
  'GLAS_PLAT',
  'MARK_DRANERING',
  'MURNING',
  'MALNING_TAPETSERING',
  'VVS',
] as const;
export type RotWorkType = (typeof rotWorkTypes)[number];

export const rotWorkTypeLabels: Record<RotWorkType, string> = {
  BYGG: 'Bygg',
  EL: 'El',
  GLAS_PLAT: 'Glas/plåt',
  MARK_DRANERING: 'Mark/dränering',
  MURNING: 'Murning',
  MALNING_TAPETSERING: 'Målning/tapetsering',
  VVS: 'Vvs',
};

export const rotWorkTypeXmlElements: Record<RotWorkType, string> = {
  BYGG: 'Bygg',
  EL: 'El',
  GLAS_PLAT: 'GlasPlatarbete',
  MARK_DRANERING: 'MarkDraneringarbete',
  MURNING: 'Murning',
  MALNING_TAPETSERING: 'MalningTapetsering',
  VVS: 'Vvs',
};

/** The ROT states of an invoice (api-spec §4), in their order. */
export const taxDeductionStates = [
  'NOT_APPLICABLE',
  'NOT_PAID',
  'PAID_BY_CLIENT',
  'XML_SENT',
  'PAID_BY_AUTHORITY',
] as const;
export type TaxDeductionState = (typeof taxDeductionStates)[number];

export const taxDeductionStateLabels: Record<TaxDeductionState, string> = {
  NOT_APPLICABLE: 'Ej aktuell',
  NOT_PAID: 'ROT – ej betald av kund',
  PAID_BY_CLIENT: 'ROT – betald av kund',
  XML_SENT: 'ROT – fil skapad',
  PAID_BY_AUTHORITY: 'ROT – utbetald av Skatteverket',
};

/** Heat-pump installations: the labour share is a standard rate, not the lines (api-spec §4). */
export const heatingPumpWorkTypes = [
  'NONE',
  'MOUNTAIN_HEATING_PUMP',
  'AIR_OR_WATER_HEATING_PUMP',
  'OTHER',
] as const;
export type HeatingPumpWorkType = (typeof heatingPumpWorkTypes)[number];
