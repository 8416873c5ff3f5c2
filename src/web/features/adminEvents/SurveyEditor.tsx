import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { type AdminSurveyDetail, adminEventsApi, type SurveyDraftInput } from '@shared/api/adminEvents.api';
import {
  MAX_SURVEY_FIELDS,
  MAX_SURVEY_LINKS,
  surveyDraftIssues,
  surveyTypeLabels,
} from '@shared/domain/survey-authoring';
import { surveyTypes } from '@shared/domain/surveys';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { FormSection, ruleFieldErrors, useVersionedForm, VersionedForm } from '../../kit';
import { SURVEYS_ADMIN_PATH } from './paths';
import { type FieldLock, newField, SurveyFieldCard, type SurveyFormValues } from './SurveyFieldCard';
import { useRecordSave } from './use-record-save';

const emptySurvey: SurveyFormValues = {
  type: 'CALENDAR_EVENT',
  title: '',
  description: '',
  links: [],
  active: false,
  fields: [newField()],
};

const formValues = (detail: AdminSurveyDetail): SurveyFormValues => ({
  ...detail.survey,
  fields: detail.survey.fields.map((f) => ({ ...f, key: f.uid ?? randomId() })),
});

const draftOf = (values: SurveyFormValues): SurveyDraftInput => ({
  ...values,
  fields: values.fields.map(({ key: _key, ...field }) => field),
});

const fieldLabels: Record<string, string> = {
  type: 'Typ',
  title: 'Rubrik',
  description: 'Beskrivning',
  links: 'Länkar',
  active: 'Aktiv',
  fields: 'Frågor',
};

/**
 * A survey or form as the provider writes it, new or over the version it read: its type, texts, links,
 * whether it is shown, and its questions in order. Once it has answers the stored questions keep their type
 * and options and stay (decision 0064); the form shows that before the server would refuse it.
 */
export function SurveyEditor({ detail }: { detail: AdminSurveyDetail | null }) {
  const navigate = useNavigate();
  const initial = detail ? formValues(detail) : emptySurvey;
  const form = useForm<SurveyFormValues>({
    initialValues: initial,
    validate: (values) => ruleFieldErrors(surveyDraftIssues(values)),
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initial, version: detail?.version ?? null },
    mapping: { prefix: 'draft.' },
    read: (loaded: AdminSurveyDetail) => ({ values: formValues(loaded), version: loaded.version }),
    fetchLatest: () => call(adminEventsApi.survey, { uid: detail!.uid }),
    onLoaded: (loaded) =>
      queryClient.setQueryData(apiQueryKey(adminEventsApi.survey, { uid: loaded.uid }), loaded),
    goneMessage: 'Enkäten finns inte längre.',
    fieldLabel: (path) => fieldLabels[path.split('.')[0]!],
  });
  const save = useRecordSave({
    versioned,
    dirty: form.isDirty(),
    existingUid: detail?.uid ?? null,
    send: (target) =>
      call(
        adminEventsApi.saveSurvey,
        { ...target, draft: draftOf(form.getValues()) },
        { handleErrors: false },
      ),
    savedText: { created: 'Enkäten är skapad.', edited: 'Ändringarna är sparade.' },
    pathOf: (uid) => `${SURVEYS_ADMIN_PATH}/${uid}`,
  });

  const answered = (detail?.answerCount ?? 0) > 0;
  const storedOptions = new Map(detail?.survey.fields.map((f) => [f.uid, f.options.length]) ?? []);
  const lockOf = (uid: string | null): FieldLock => ({
    answered: answered && uid !== null && storedOptions.has(uid),
    options: answered && uid !== null ? (storedOptions.get(uid) ?? 0) : 0,
  });
  const typeFixed = answered || (detail?.events.length ?? 0) > 0;
  const { fields } = form.values;
  return (
    <VersionedForm
      form={form}
      state={versioned}
      onSubmit={save}
      conflictTitle="Någon annan har ändrat enkäten sedan du öppnade den"
      testId="survey-editor"
    >
      <div>
        <Title order={2} fz={22}>
          {detail ? detail.survey.title : 'Ny enkät'}
        </Title>
        {detail && (
          <Text size="sm" c="gray.7" mt={4}>
            {detail.answerCount} svar
            {detail.events.length > 0 &&
              ` · anmälan till ${detail.events.map((e) => `${e.title} (${e.date})`).join(', ')}`}
          </Text>
        )}
      </div>
      {answered && (
        <Alert color="blue" variant="light">
          Enkäten har svar. Frågorna som har svar kan få nya texter, hjälptexter och fler svarsalternativ och
          kan flyttas, men inte tas bort eller byta svarstyp. Nya frågor går att lägga till.
        </Alert>
      )}
      <FormSection title="Enkäten">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
            <Select
              label="Typ"
              data={surveyTypes.map((t) => ({ value: t, label: surveyTypeLabels[t] }))}
              allowDeselect={false}
              disabled={typeFixed}
              description={typeFixed ? 'Enkäten har svar eller evenemang, så typen ligger fast.' : undefined}
              {...form.getInputProps('type')}
            />
          </SimpleGrid>
          <Textarea
            label="Beskrivning"
            description="Visas överst i enkäten"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <Switch
            label="Aktiv"
            description="En inaktiv enkät kan inte besvaras. Av typerna allmän enkät, skolbesök och gästkonto visas den nyaste aktiva."
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <LinkRows form={form} />
        </Stack>
      </FormSection>
      <FormSection title="Frågor" description="Frågorna visas i den här ordningen.">
        <Stack gap="sm">
          {form.errors.fields && (
            <Alert color="red" variant="light" data-field-error="true">
              {form.errors.fields}
            </Alert>
          )}
          {fields.map((field, index) => (
            <SurveyFieldCard
              key={field.key}
              form={form}
              index={index}
              count={fields.length}
              lock={lockOf(field.uid)}
            />
          ))}
          {fields.length < MAX_SURVEY_FIELDS && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('fields', newField())}
              style={{ alignSelf: 'flex-start' }}
            >
              Lägg till fråga
            </Button>
          )}
        </Stack>
      </FormSection>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(SURVEYS_ADMIN_PATH)}>
          Avbryt
        </Button>
        <Button type="submit">{detail ? 'Spara ändringar' : 'Skapa enkäten'}</Button>
      </Group>
    </VersionedForm>
  );
}

/** The survey's links (a programme, terms): a title and an address per row. */
function LinkRows({ form }: { form: ReturnType<typeof useForm<SurveyFormValues>> }) {
  const { links } = form.values;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Länkar
      </Text>
      {links.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the links are edited by position
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }} spacing="xs">
            <TextInput
              aria-label={`Länk ${i + 1}: text`}
              placeholder="Text"
              {...form.getInputProps(`links.${i}.title`)}
            />
            <TextInput
              aria-label={`Länk ${i + 1}: adress`}
              placeholder="https://"
              {...form.getInputProps(`links.${i}.url`)}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Ta bort länk ${i + 1}`}
            onClick={() => form.removeListItem('links', i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {links.length < MAX_SURVEY_LINKS && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('links', { title: '', url: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Lägg till länk
        </Button>
      )}
    </Stack>
  );
}
