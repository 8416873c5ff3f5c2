import { Checkbox, Stack, Text } from '@mantine/core';
import type { EventFacet, EventFacetName, SelectedEventFacets } from '@shared/api/events.api';

/** The facets as checkbox groups: values within one widen the choice, the facets together narrow it. */
export function EventFacets({
  facets,
  selected,
  onChange,
}: {
  facets: readonly EventFacet[];
  selected: SelectedEventFacets;
  onChange: (name: EventFacetName, values: string[]) => void;
}) {
  return (
    <Stack gap="lg" data-testid="event-facets">
      {facets.map((facet) => (
        <Checkbox.Group
          key={facet.name}
          label={facet.title}
          value={selected[facet.name] ?? []}
          onChange={(values) => onChange(facet.name, values)}
        >
          <Stack gap={8} mt={8}>
            {facet.values.length === 0 && (
              <Text size="sm" c="dimmed">
                Inga val
              </Text>
            )}
            {facet.values.map((value) => (
              <Checkbox
                key={value.value}
                value={value.value}
                label={`${value.title} (${value.count})`}
                data-testid={`facet-${facet.name}-${value.value}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
    </Stack>
  );
}
