import { Select, Switch } from '@mantine/core';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import {
  type TaxDeductionState,
  taxDeductionStateLabels,
  taxDeductionStates,
} from '@shared/domain/rot/work-types';

export interface RotListFilterValues {
  taxDeductionState: TaxDeductionState | null;
  taxDeductionXmlNotSent: boolean;
}

/** The kinds whose definition claims ROT from Skatteverket (the invoice): never decided by a type. */
export function claimsTaxDeduction(docType: DocumentType): boolean {
  return documentKinds[docType].taxDeduction === 'CLAIMED';
}

const stateOptions = taxDeductionStates.map((s) => ({ value: s, label: taxDeductionStateLabels[s] }));

/**
 * The invoice list's ROT filters (api-spec §7.5 `taxDeductionState`, `taxDeductionXmlNotSentOnly`): the
 * ROT state, and the paid invoices still waiting for Skatteverket's file, which is what a person looks
 * for before "Skapa ROT-fil".
 */
export function RotListFilters({
  docType,
  values,
  onChange,
}: {
  docType: DocumentType;
  values: RotListFilterValues;
  onChange: (next: Partial<RotListFilterValues>) => void;
}) {
  if (!claimsTaxDeduction(docType)) return null;
  return (
    <>
      <Select
        label="ROT-status"
        placeholder="Alla"
        clearable
        w={250}
        value={values.taxDeductionState}
        onChange={(value) => onChange({ taxDeductionState: (value as TaxDeductionState | null) ?? null })}
        data={stateOptions}
        comboboxProps={{ width: 'target', withinPortal: true }}
        data-testid="rot-state-filter"
      />
      {/* Level with the labelled fields beside it; on a phone it stands on a row of its own. */}
      <Switch
        mt={{ base: 'xs', sm: 32 }}
        label="ROT-fil ej skapad"
        checked={values.taxDeductionXmlNotSent}
        onChange={(e) => onChange({ taxDeductionXmlNotSent: e.currentTarget.checked })}
        data-testid="rot-xml-not-sent-filter"
      />
    </>
  );
}
