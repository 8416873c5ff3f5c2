import type { CalendarEvent, EventFacet, EventFacetName, SelectedEventFacets } from '@shared/api/events.api';
import { formatMonth } from '@shared/domain/format';
import type { PublishedEvent } from './events.repository';

export function toCalendarEvent(row: PublishedEvent, alreadyRegistered: boolean): CalendarEvent {
  return {
    locator: row.id,
    link: row.link,
    imageLink: row.imageLink,
    title: row.title,
    person: row.person,
    warehouseCode: row.warehouseCode,
    warehouseName: row.warehouseName,
    warehouseCity: row.warehouseCity,
    date: row.eventDate,
    begin: row.begin,
    end: row.end,
    latitude: row.latitude,
    longitude: row.longitude,
    alreadyRegistered,
    registrationSurveyId: row.registrationSurveyId,
    category: row.category,
    fullAddress: row.fullAddress,
    description: row.description,
    alternatives: row.alternatives,
    attachmentDocuments: row.attachmentDocuments,
  };
}

interface FacetDefinition {
  title: string;
  valueOf: (row: PublishedEvent) => string;
  titleOf: (row: PublishedEvent) => string;
}

const facetDefinitions: Record<EventFacetName, FacetDefinition> = {
  category: { title: 'Kategori', valueOf: (r) => r.category, titleOf: (r) => r.category },
  warehouse: {
    title: 'Lager',
    valueOf: (r) => r.warehouseCode,
    titleOf: (r) => r.warehouseCity,
  },
  month: {
    title: 'Månad',
    valueOf: (r) => r.eventDate.slice(0, 7),
    titleOf: (r) => formatMonth(r.eventDate.slice(0, 7)),
  },
};
const facetNames = Object.keys(facetDefinitions) as EventFacetName[];

function matches(row: PublishedEvent, selected: SelectedEventFacets, except?: EventFacetName): boolean {
  return facetNames.every((name) => {
    const chosen = selected[name];
    return name === except || !chosen?.length || chosen.includes(facetDefinitions[name].valueOf(row));
  });
}

/** The rows every chosen facet lets through: values within a facet are "or", facets together "and". */
export function filterByFacets(rows: readonly PublishedEvent[], selected: SelectedEventFacets) {
  return rows.filter((row) => matches(row, selected));
}

/**
 * Each facet's values with how many events each would show given the *other* facets' choices, so a
 * chosen value's siblings keep their counts and one can widen the choice. A chosen value with no events
 * left stays listed (with 0) so it can be unchosen. Categories and warehouses sort by title (Swedish),
 * months by time.
 */
export function eventFacets(rows: readonly PublishedEvent[], selected: SelectedEventFacets): EventFacet[] {
  return facetNames.map((name) => {
    const definition = facetDefinitions[name];
    const chosen = new Set(selected[name] ?? []);
    const values = new Map<string, { title: string; count: number }>();
    for (const row of rows) {
      const value = definition.valueOf(row);
      const entry = values.get(value) ?? { title: definition.titleOf(row), count: 0 };
      if (matches(row, selected, name)) entry.count += 1;
      values.set(value, entry);
    }
    const listed = [...values].filter(([value, entry]) => entry.count > 0 || chosen.has(value));
    listed.sort(([a, x], [b, y]) =>
      name === 'month' ? a.localeCompare(b) : x.title.localeCompare(y.title, 'sv'),
    );
    return {
      name,
      title: definition.title,
      values: listed.map(([value, entry]) => ({
        value,
        title: entry.title,
        count: entry.count,
        selected: chosen.has(value),
      })),
    };
  });
}

export function selectedCount(selected: SelectedEventFacets): number {
  return facetNames.reduce((sum, name) => sum + (selected[name]?.length ?? 0), 0);
}
