import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import type { SearchSortField } from '@shared/api/catalogue.api';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { sortDirectionLabel, sortLabels } from '../catalogue-format';

interface SortControlProps {
  fields: readonly SearchSortField[];
  sortBy: SearchSortField;
  descOrder: boolean;
  onChange: (sortBy: SearchSortField, descOrder: boolean | null) => void;
}

/** Sort field and direction. A new field takes its own natural direction (null); the arrow flips it. */
export function SortControl({ fields, sortBy, descOrder, onChange }: SortControlProps) {
  const next = sortDirectionLabel(sortBy, !descOrder);
  return (
    // On a phone the field takes the row's free width, so "Sortera: Popularitet" is not cut off.
    <Group gap={6} wrap="nowrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
      <Select
        size="sm"
        style={{ flex: '1 1 auto' }}
        miw={170}
        maw={240}
        aria-label="Sortera efter"
        data={fields.map((f) => ({ value: f, label: `Sortera: ${sortLabels[f]}` }))}
        value={sortBy}
        allowDeselect={false}
        onChange={(value) => value && onChange(value as SearchSortField, null)}
        comboboxProps={{ withinPortal: true }}
        data-testid="sort-select"
      />
      <Tooltip
        label={`Nu: ${sortDirectionLabel(sortBy, descOrder)}. Byt till ${next.toLowerCase()}`}
        withArrow
      >
        <ActionIcon
          variant="default"
          size={36}
          onClick={() => onChange(sortBy, !descOrder)}
          aria-label={`Sortera ${next.toLowerCase()}`}
          data-testid="sort-direction"
        >
          {descOrder ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
