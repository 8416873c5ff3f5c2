import { defineErrors } from '../../platform/http/errors';

export const accountingExportErrors = defineErrors({
  ACCOUNTING_DISABLED: {
    status: 400,
    text: 'Bokföringsexporten är avstängd. Slå på den under Företagsinställningar → Bokföring.',
  },
  ORG_NUMBER_MISSING: {
    status: 400,
    text: 'Ange företagets organisationsnummer under Företagsinställningar innan du exporterar SIE.',
  },
  PERIOD_ACROSS_YEARS: {
    status: 400,
    text: (begin: string, end: string) =>
      `Perioden måste ligga inom ett räkenskapsår (${begin} – ${end}). Exportera varje år för sig.`,
  },
  NOTHING_TO_EXPORT: { status: 400, text: 'Det finns inga verifikationer att exportera i perioden.' },
});
