import { Accordion, Anchor, Badge, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Facet, FacetValue } from '@shared/api/catalogue.api';
import type { FacetSelection } from '@shared/domain/catalogue-facets';
import { normaliseSearchText } from '@shared/domain/catalogue-search';
import { formatNumber } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Values shown before "Visa alla"; long lists (effect, length) get a filter box when opened. */
const SHOWN_VALUES = 6;
const FILTER_FROM = 12;
/** Facets open when the page loads; the rest are a click away. */
const OPEN_FACETS = 5;

export interface FacetPanelProps {
  facets: Facet[];
  selection: FacetSelection[];
  onToggle: (property: string, value: string) => void;
}

function isSelected(selection: FacetSelection[], property: string, value: string): boolean {
  return selection.some((f) => f.id === property && f.values.includes(value));
}

function ValueRow({
  facet,
  value,
  selection,
  onToggle,
  depth = 0,
}: {
  facet: Facet;
  value: FacetValue;
  depth?: number;
} & Omit<FacetPanelProps, 'facets'>) {
  // The address is the truth: the box answers the click before the new counts arrive.
  const checked = isSelected(selection, facet.id, value.id);
  const nestedChecked = value.nested.some((n) => isSelected(selection, facet.id, n.id));
  return (
    <>
      <Checkbox
        size="xs"
        radius="sm"
        ml={depth * 22}
        checked={checked}
        indeterminate={!checked && (nestedChecked || value.hasNestedSelected)}
        disabled={value.count === 0 && !checked}
        onChange={() => onToggle(facet.id, value.id)}
        label={
          <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm" c={value.count === 0 && !checked ? 'dimmed' : undefined}>
              {value.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatNumber(value.count, 0)}
            </Text>
          </Group>
        }
        styles={{ labelWrapper: { flex: 1 }, body: { alignItems: 'center' } }}
        data-testid="facet-value"
        data-facet={facet.id}
        data-value={value.id}
      />
      {value.nested.map((nested) => (
        <ValueRow
          key={nested.id}
          facet={facet}
          value={nested}
          selection={selection}
          onToggle={onToggle}
          depth={depth + 1}
        />
      ))}
    </>
  );
}

function FacetValues({ facet, selection, onToggle }: { facet: Facet } & Omit<FacetPanelProps, 'facets'>) {
  const [all, setAll] = useState(false);
  const [filter, setFilter] = useState('');
  const wanted = normaliseSearchText(filter);
  const matching = wanted
    ? facet.values.filter((v) => normaliseSearchText(v.displayName).includes(wanted))
    : facet.values;
  // A selected value stays visible even when it is beyond the first few.
  const shown = all
    ? matching
    : matching.filter(
        (v, i) =>
          i < SHOWN_VALUES ||
          isSelected(selection, facet.id, v.id) ||
          v.nested.some((n) => isSelected(selection, facet.id, n.id)),
      );
  return (
    <Stack gap={8}>
      {all && facet.values.length >= FILTER_FROM && (
        <TextInput
          size="xs"
          placeholder={`Sök ${facet.displayName.toLowerCase()}`}
          aria-label={`Sök bland värden för ${facet.displayName}`}
          leftSection={<IconSearch size={14} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
      )}
      {shown.map((value) => (
        <ValueRow key={value.id} facet={facet} value={value} selection={selection} onToggle={onToggle} />
      ))}
      {all && matching.length === 0 && (
        <Text size="xs" c="dimmed">
          Inget värde matchar ”{filter}”.
        </Text>
      )}
      {facet.values.length > SHOWN_VALUES && (
        <Anchor component="button" type="button" size="xs" fw={600} onClick={() => setAll((a) => !a)}>
          {all ? 'Visa färre' : `Visa alla ${facet.values.length}`}
        </Anchor>
      )}
    </Stack>
  );
}

/** The filters of a listing: one section per property, values with counts, nested values indented. */
export function FacetPanel({ facets, selection, onToggle }: FacetPanelProps) {
  const [opened, setOpened] = useState<string[]>(() =>
    facets.filter((f, i) => i < OPEN_FACETS || f.hasSelected).map((f) => f.id),
  );
  if (facets.length === 0) return null;
  return (
    <Accordion
      multiple
      value={opened}
      onChange={setOpened}
      variant="default"
      chevronPosition="right"
      styles={{ control: { paddingInline: 4 }, content: { paddingInline: 4 } }}
      data-testid="facet-panel"
    >
      {facets.map((facet) => {
        const count = selection.find((f) => f.id === facet.id)?.values.length ?? 0;
        return (
          <Accordion.Item key={facet.id} value={facet.id}>
            <Accordion.Control>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {facet.displayName}
                </Text>
                {count > 0 && (
                  <Badge size="xs" circle>
                    {count}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <FacetValues facet={facet} selection={selection} onToggle={onToggle} />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** Display names of the selected values, for the chips above the results. */
export function selectedValueNames(facets: Facet[], selection: FacetSelection[]) {
  const names = new Map<string, string>();
  const walk = (facetId: string, values: FacetValue[]) => {
    for (const v of values) {
      names.set(`${facetId}:${v.id}`, v.displayName);
      walk(facetId, v.nested);
    }
  };
  for (const f of facets) walk(f.id, f.values);
  return selection.flatMap((f) =>
    f.values.map((value) => ({
      property: f.id,
      value,
      label: names.get(`${f.id}:${value}`) ?? value,
      propertyName: facets.find((x) => x.id === f.id)?.displayName ?? f.id,
    })),
  );
}
