import { Input, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { addingDuplicateArticleTypes } from '@shared/api/auth.api';
import {
  addingDuplicateArticleTypeLabels,
  catalogueSortFieldLabels,
  catalogueSortFields,
  documentsOnPageOptions,
} from '@shared/api/employees.api';

/** The settings both the administrator's form and the employee's own profile edit. */
interface PreferenceValues {
  documentsOnPage: number;
  addingDuplicateArticleType: (typeof addingDuplicateArticleTypes)[number];
  preferredCatalogueItemSortField: (typeof catalogueSortFields)[number] | null;
  saveAndUseListViewSettings: boolean;
  adaptiveItemsTableDisabled: boolean;
}

export function EmployeePreferences<T extends PreferenceValues>({ form }: { form: UseFormReturnType<T> }) {
  const values = form.getValues();
  return (
    <Stack gap="md">
      <Input.Wrapper
        label="Dokument per sida"
        description="Hur många dokument listorna visar åt gången"
        error={form.errors.documentsOnPage}
      >
        <SegmentedControl
          mt={6}
          data={documentsOnPageOptions.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(values.documentsOnPage)}
          // A number input would allow any count; the segmented control offers the contract's choices and
          // writes the number back through the same onChange the other fields use.
          onChange={(v) => form.getInputProps('documentsOnPage').onChange(Number(v))}
          aria-label="Dokument per sida"
        />
      </Input.Wrapper>
      <Select
        label="När samma artikel läggs till igen"
        description="Vad som händer när en artikel som redan finns på dokumentet läggs till"
        data={addingDuplicateArticleTypes.map((value) => ({
          value,
          label: addingDuplicateArticleTypeLabels[value],
        }))}
        allowDeselect={false}
        {...form.getInputProps('addingDuplicateArticleType')}
        data-testid="duplicate-handling"
      />
      <Select
        label="Sortering i katalogen"
        placeholder="Katalogens standard"
        data={catalogueSortFields.map((value) => ({ value, label: catalogueSortFieldLabels[value] }))}
        clearable
        {...form.getInputProps('preferredCatalogueItemSortField')}
      />
      <Switch
        label="Spara mina kolumnval i listorna"
        {...form.getInputProps('saveAndUseListViewSettings', { type: 'checkbox' })}
      />
      <Switch
        label="Fast tabellhöjd i dokumenten"
        description="Artikelraderna får en fast höjd med egen rullning i stället för att växa med innehållet"
        {...form.getInputProps('adaptiveItemsTableDisabled', { type: 'checkbox' })}
      />
    </Stack>
  );
}
