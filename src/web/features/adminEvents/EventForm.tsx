import {
  Autocomplete,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminEventDetail,
  adminEventsApi,
  type EventDraftInput,
  type EventOptions,
} from '@shared/api/adminEvents.api';
import { eventDraftIssues, MAX_EVENT_ALTERNATIVES } from '@shared/domain/event-authoring';
import { formatDate } from '@shared/domain/format';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { FormSection, ruleFieldErrors, useVersionedForm, VersionedForm } from '../../kit';
import { DateField } from '../../shell/DateField';
import { EventStateActions } from './EventStateActions';
import { EVENTS_ADMIN_PATH, stateBadges } from './paths';
import { TextListInput } from './TextListInput';
import { useRecordSave } from './use-record-save';

const emptyEvent: EventDraftInput = {
  title: '',
  category: '',
  person: '',
  date: '',
  begin: '',
  end: '',
  warehouseUid: null,
  fullAddress: '',
  description: '',
  link: '',
  alternatives: [],
  registrationSurveyUid: null,
};

const fieldLabels: Record<string, string> = {
  title: 'Rubrik',
  category: 'Kategori',
  person: 'Kontaktperson',
  date: 'Datum',
  begin: 'Börjar',
  end: 'Slutar',
  warehouseUid: 'Lager',
  fullAddress: 'Adress',
  description: 'Beskrivning',
  link: 'Länk',
  alternatives: 'Alternativ',
  registrationSurveyUid: 'Anmälningsenkät',
};

/**
 * An event as the provider writes it, new or over the version it read. Choosing the warehouse fills in its
 * address (the place's coordinates are the warehouse's); the address can then be written as it should read.
 * Publishing and deleting act on what is saved, so they wait while the form has unsaved edits.
 */
export function EventForm({ detail, options }: { detail: AdminEventDetail | null; options: EventOptions }) {
  const navigate = useNavigate();
  const initial = detail?.event ?? emptyEvent;
  const today = formatDate(new Date());
  const form = useForm<EventDraftInput>({
    initialValues: initial,
    validate: (values) =>
      ruleFieldErrors(eventDraftIssues(values, { today, storedDate: detail?.event.date ?? null })),
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initial, version: detail?.version ?? null },
    mapping: { prefix: 'draft.' },
    read: (loaded: AdminEventDetail) => ({ values: loaded.event, version: loaded.version }),
    fetchLatest: () => call(adminEventsApi.event, { uid: detail!.uid }),
    onLoaded: (loaded) =>
      queryClient.setQueryData(apiQueryKey(adminEventsApi.event, { uid: loaded.uid }), loaded),
    goneMessage: 'Evenemanget finns inte längre.',
    fieldLabel: (path) => fieldLabels[path.split('.')[0]!],
  });
  const dirty = form.isDirty();
  const save = useRecordSave({
    versioned,
    dirty,
    existingUid: detail?.uid ?? null,
    send: (target) =>
      call(adminEventsApi.saveEvent, { ...target, draft: form.getValues() }, { handleErrors: false }),
    savedText: {
      created: 'Evenemanget är sparat som utkast. Publicera det när det är klart.',
      edited: 'Ändringarna är sparade.',
    },
    pathOf: (uid) => `${EVENTS_ADMIN_PATH}/${uid}`,
  });

  function chooseWarehouse(uid: string | null) {
    const address = (u: string | null) => options.warehouses.find((w) => w.uid === u)?.fullAddress ?? '';
    const current = form.values.fullAddress.trim();
    // The address follows the warehouse unless it was written for this event.
    if (current === '' || current === address(form.values.warehouseUid)) {
      form.setFieldValue('fullAddress', address(uid));
    }
    form.setFieldValue('warehouseUid', uid);
  }

  const surveys = options.registrationSurveys
    .filter((s) => s.active || s.uid === initial.registrationSurveyUid)
    .map((s) => ({ value: s.uid, label: s.active ? s.title : `${s.title} (inaktiv)` }));
  const registered = detail?.registrationCount ?? 0;
  return (
    <VersionedForm
      form={form}
      state={versioned}
      onSubmit={save}
      conflictTitle="Någon annan har ändrat evenemanget sedan du öppnade det"
      testId="event-form"
    >
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz={22}>
            {detail ? detail.event.title : 'Nytt evenemang'}
          </Title>
          {detail && (
            <Group gap="xs" mt={4}>
              <Badge color={stateBadges[detail.state].color} variant="light" tt="none">
                {stateBadges[detail.state].label}
              </Badge>
              <Text size="sm" c="gray.7" data-testid="event-registration-count">
                {registered} {registered === 1 ? 'anmäld' : 'anmälda'}
              </Text>
            </Group>
          )}
        </div>
        {detail && (
          <EventStateActions
            event={{ ...detail, title: detail.event.title }}
            blockedReason={dirty ? 'Spara ändringarna först' : null}
            onDeleted={() => void navigate(EVENTS_ADMIN_PATH)}
          />
        )}
      </Group>
      <FormSection title="Evenemanget">
        <Stack gap="sm">
          <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Autocomplete
              label="Kategori"
              description="Till exempel Utbildning, Produktdag eller Öppet hus"
              withAsterisk
              data={options.categories}
              {...form.getInputProps('category')}
            />
            <TextInput label="Kontaktperson" withAsterisk {...form.getInputProps('person')} />
          </SimpleGrid>
          <Textarea
            label="Beskrivning"
            description="Vanlig text. En tom rad börjar ett nytt stycke."
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('description')}
          />
        </Stack>
      </FormSection>
      <FormSection title="Tid och plats">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField
              label="Datum"
              withAsterisk
              value={form.values.date || null}
              onChange={(v) => form.setFieldValue('date', v ?? '')}
              error={form.errors.date}
            />
            <TextInput label="Börjar" placeholder="09:00" withAsterisk {...form.getInputProps('begin')} />
            <TextInput label="Slutar" placeholder="12:00" withAsterisk {...form.getInputProps('end')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Lager"
              placeholder="Välj lager"
              withAsterisk
              searchable
              data={options.warehouses.map((w) => ({ value: w.uid, label: `${w.name} (${w.city})` }))}
              value={form.values.warehouseUid}
              onChange={chooseWarehouse}
              error={form.errors.warehouseUid}
            />
            <TextInput
              label="Adress"
              description="Lagrets adress; ändra den om evenemanget hålls på annan plats."
              withAsterisk
              {...form.getInputProps('fullAddress')}
            />
          </SimpleGrid>
        </Stack>
      </FormSection>
      <FormSection
        title="Anmälan"
        description="Företagens anställda anmäler sig genom att svara på anmälningsenkäten. Utan enkät visas evenemanget utan anmälan."
      >
        <Stack gap="sm">
          <Select
            label="Anmälningsenkät"
            placeholder="Ingen anmälan i Montör"
            description={
              registered > 0
                ? 'Evenemanget har anmälningar, så enkäten kan inte bytas.'
                : 'Enkäter av typen Anmälan till evenemang skrivs under Enkäter och formulär.'
            }
            clearable
            disabled={registered > 0}
            data={surveys}
            {...form.getInputProps('registrationSurveyUid')}
          />
          <TextListInput
            label="Alternativ"
            description="Valen som anmälan erbjuder, till exempel förmiddag eller eftermiddag. Fråga efter valet i enkäten."
            itemLabel="Alternativ"
            addLabel="Lägg till alternativ"
            values={form.values.alternatives}
            onChange={(v) => form.setFieldValue('alternatives', v)}
            errorAt={(i) => form.errors[`alternatives.${i}`]}
            error={form.errors.alternatives}
            max={MAX_EVENT_ALTERNATIVES}
          />
          <TextInput
            label="Länk"
            placeholder="https://"
            description="Mer information, till exempel programmet på er webbplats"
            {...form.getInputProps('link')}
          />
        </Stack>
      </FormSection>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(EVENTS_ADMIN_PATH)}>
          Avbryt
        </Button>
        <Button type="submit">{detail ? 'Spara ändringar' : 'Spara som utkast'}</Button>
      </Group>
    </VersionedForm>
  );
}
