import { Badge, Button, Collapse, Grid, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  type CalendarEvent,
  EVENTS_PAGE_SIZE,
  type EventFacetName,
  eventsApi,
  type SelectedEventFacets,
} from '@shared/api/events.api';
import { IconAdjustmentsHorizontal, IconCalendarEvent, IconListCheck } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { EmptyState, ListFooter, PageTabs } from '../../kit';
import { placeholders } from '../../lib/placeholders';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { type EventAction, EventCard } from './EventCard';
import { EventFacets } from './EventFacets';
import { EventsMap } from './EventsMap';
import { refreshEvents } from './events-queries';
import { EVENTS_PATH, REGISTERED_EVENTS_PATH } from './paths';
import { RegisterDialog } from './RegisterDialog';
import { RegistrationsDialog } from './RegistrationsDialog';

type Tab = typeof EVENTS_PATH | typeof REGISTERED_EVENTS_PATH;
const facetNames: EventFacetName[] = ['category', 'warehouse', 'month'];

/** The chosen facets live in the address (`?category=…&warehouse=…&month=…`), so a filter can be shared. */
function useSelectedFacets() {
  const [params, setParams] = useSearchParams();
  const selected: SelectedEventFacets = Object.fromEntries(
    facetNames.flatMap((name) => (params.getAll(name).length ? [[name, params.getAll(name)]] : [])),
  );
  const page = Math.max(1, Number(params.get('sida')) || 1);
  function update(next: SelectedEventFacets, nextPage = 1) {
    const search = new URLSearchParams();
    for (const name of facetNames) for (const value of next[name] ?? []) search.append(name, value);
    if (nextPage > 1) search.set('sida', String(nextPage));
    setParams(search);
  }
  return { selected, page, update };
}

function CancelDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const cancel = useApiMutation(eventsApi.cancelRegistration, {
    onSuccess: () => {
      refreshEvents();
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Stäng' }} title="Avanmäl dig?">
      <Stack>
        <Text>
          Du avanmäls från <strong>{event.title}</strong>. Dina svar tas bort; du kan anmäla dig igen så länge
          evenemanget inte har varit.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Behåll anmälan
          </Button>
          <Button
            color="red.8"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ eventLocator: event.locator })}
            data-testid="event-cancel-confirm"
          >
            Avanmäl mig
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EventsView({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const onlyRegistered = tab === REGISTERED_EVENTS_PATH;
  const { selected, page, update } = useSelectedFacets();
  const [filtersOpen, filters] = useDisclosure(false);
  const wide = useMediaQuery('(min-width: 62em)');
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ action: EventAction; event: CalendarEvent } | null>(null);
  const list = useApiQuery(
    eventsApi.list,
    {
      selectedFacets: selected,
      onlyRegistered,
      offset: (page - 1) * EVENTS_PAGE_SIZE,
      limit: EVENTS_PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const chosenCount = list.data?.selectedFacetsCount ?? 0;
  const clear = chosenCount > 0 && (
    <Button variant="subtle" px={0} mt={wide ? 'md' : 0} onClick={() => update({})}>
      Rensa filter
    </Button>
  );

  function select(locator: string) {
    setChosen(locator);
    document.getElementById(`event-${locator}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }

  const facets = list.data && (
    <EventFacets
      facets={list.data.facets}
      selected={selected}
      onChange={(name, values) => update({ ...selected, [name]: values })}
    />
  );

  return (
    <PageTabs
      mb="lg"
      value={tab}
      onChange={(next) => navigate(next)}
      tabs={[
        { value: EVENTS_PATH, label: 'Alla evenemang', leftSection: <IconCalendarEvent size={16} /> },
        {
          value: REGISTERED_EVENTS_PATH,
          label: 'Mina anmälningar',
          leftSection: <IconListCheck size={16} />,
        },
      ]}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          {wide === false && (
            <Group justify="space-between" mb="xs">
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                onClick={filters.toggle}
                aria-expanded={filtersOpen}
                rightSection={chosenCount > 0 ? <Badge size="sm">{chosenCount}</Badge> : null}
              >
                Filtrera
              </Button>
              {clear}
            </Group>
          )}
          {/* One set of facets: beside the list on a wide screen, behind "Filtrera" on a phone. */}
          <Collapse in={wide !== false || filtersOpen}>
            <Paper withBorder p="md" radius="md" mb={{ base: 'md', md: 0 }}>
              {list.data ? facets : <Skeleton h={240} />}
              {wide && <div>{clear}</div>}
            </Paper>
          </Collapse>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <EventsMap events={list.data?.items ?? []} onSelect={select} />
            {list.isError ? (
              <QueryError what="evenemangen" error={list.error} onRetry={() => void list.refetch()} />
            ) : !list.data ? (
              <Stack gap="md" data-testid="events-loading">
                {placeholders(3).map((key) => (
                  <Skeleton key={key} h={180} radius="md" />
                ))}
              </Stack>
            ) : list.data.totalCount === 0 ? (
              onlyRegistered && chosenCount === 0 ? (
                <EmptyState
                  icon={IconListCheck}
                  title="Du är inte anmäld till något evenemang"
                  text="Se vilka utbildningar och produktdagar som är på gång och anmäl dig där."
                  action={
                    <Button component={Link} to={EVENTS_PATH}>
                      Visa alla evenemang
                    </Button>
                  }
                  testId="events-empty"
                />
              ) : (
                <EmptyState
                  icon={IconCalendarEvent}
                  title={chosenCount > 0 ? 'Inga evenemang med de valda filtren' : 'Inga kommande evenemang'}
                  text={
                    chosenCount > 0
                      ? 'Ta bort något filter för att se fler.'
                      : 'När grossisten publicerar utbildningar och produktdagar visas de här.'
                  }
                  testId="events-empty"
                />
              )
            ) : (
              <>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {list.data.totalCount} evenemang
                </Text>
                <Stack gap="md" data-testid="events-list">
                  {list.data.items.map((event) => (
                    <EventCard
                      key={event.locator}
                      event={event}
                      selected={event.locator === chosen}
                      onAction={(action, target) => setDialog({ action, event: target })}
                    />
                  ))}
                </Stack>
                <ListFooter
                  page={page}
                  pageSize={EVENTS_PAGE_SIZE}
                  total={list.data.totalCount}
                  noun={{ one: 'evenemang', many: 'evenemang' }}
                  onPage={(next) => update(selected, next)}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog?.action === 'register' && (
        <RegisterDialog event={dialog.event} onClose={() => setDialog(null)} />
      )}
      {dialog?.action === 'cancel' && <CancelDialog event={dialog.event} onClose={() => setDialog(null)} />}
      {dialog?.action === 'registrations' && (
        <RegistrationsDialog event={dialog.event} onClose={() => setDialog(null)} />
      )}
    </PageTabs>
  );
}

/** `/about/events`: the provider's coming events with facets and a map. */
export function EventsPage() {
  return (
    <Page
      title="Evenemang och utbildningar"
      intro="Produktdagar, utbildningar och öppet hus hos grossisten. Anmäl dig här och lägg till dem i din kalender."
      size="xl"
    >
      <EventsView tab={EVENTS_PATH} />
    </Page>
  );
}

/** `/novelties/registered-events`: the events the employee has registered for. */
export function RegisteredEventsPage() {
  return (
    <Page
      title="Mina anmälningar"
      intro="Evenemangen du är anmäld till, även de som redan har varit."
      size="xl"
    >
      <EventsView tab={REGISTERED_EVENTS_PATH} />
    </Page>
  );
}
