import { formatKr } from '@shared/domain/format';
import { type TaxDeductionState, taxDeductionStateLabels } from '@shared/domain/rot/work-types';
import { defineErrors } from '../../../platform/http/errors';

export const decisionErrors = defineErrors({
  // Skatteverket decides on a claim it was sent: before the file there is nothing to decide on.
  NOT_XML_SENT: {
    status: 409,
    text: (state: TaxDeductionState | null) =>
      state === null || state === 'NOT_APPLICABLE'
        ? 'Fakturan har inget ROT-avdrag'
        : `Skatteverkets beslut registreras när fakturan har skickats i en ROT-fil (status ”${taxDeductionStateLabels.XML_SENT}”); nu är statusen ”${taxDeductionStateLabels[state]}”`,
  },
  // One decision per invoice (unique index): a changed decision is Skatteverket's new case, not an edit.
  ALREADY_DECIDED: { status: 409, text: 'Skatteverkets beslut är redan registrerat för fakturan' },
  APPROVED_OVER_REQUESTED: {
    status: 400,
    text: (requestedOre: number) =>
      `Det godkända beloppet kan inte vara större än det begärda (${formatKr(requestedOre)})`,
  },
  // Skatteverket pays whole kronor, as the file asked for them.
  NOT_WHOLE_KRONOR: { status: 400, text: 'Ange det godkända beloppet i hela kronor' },
  DECIDED_BEFORE_INVOICE: { status: 400, text: 'Beslutsdatumet kan inte vara före fakturadatumet' },
  DECIDED_IN_FUTURE: { status: 400, text: 'Beslutsdatumet kan inte vara senare än i dag' },
});
