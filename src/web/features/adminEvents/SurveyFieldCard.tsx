import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { SurveyDraftInput } from '@shared/api/adminEvents.api';
import {
  isChoiceField,
  MAX_FIELD_OPTIONS,
  type SurveyFieldDraft,
  surveyFieldTypeLabels,
} from '@shared/domain/survey-authoring';
import { type SurveyFieldType, surveyFieldTypes } from '@shared/domain/surveys';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { TextListInput } from './TextListInput';

/** A question in the form, with a key of its own so moving it moves its inputs. */
export type FieldValues = SurveyFieldDraft & { key: string; options: string[] };
export type SurveyFormValues = Omit<SurveyDraftInput, 'fields'> & { fields: FieldValues[] };

export const newField = (): FieldValues => ({
  key: randomId(),
  uid: null,
  type: 'STRING',
  title: '',
  description: '',
  mandatory: false,
  options: [],
});

/** What an answered survey keeps of a stored question (decision 0064): its type, options and place in it. */
export interface FieldLock {
  /** The type may not change and the question may not go. */
  answered: boolean;
  /** The stored options, which stay as written; new ones may follow. */
  options: number;
}

/**
 * One question of a survey: its answer type, text, help text, whether it must be answered and, for a
 * choice, its options. Moved up and down and removed with its buttons; an answered one keeps its type
 * and options, and stays.
 */
export function SurveyFieldCard({
  form,
  index,
  count,
  lock,
}: {
  form: UseFormReturnType<SurveyFormValues>;
  index: number;
  count: number;
  lock: FieldLock;
}) {
  const path = `fields.${index}` as const;
  const field = form.values.fields[index]!;
  const number = index + 1;
  function setType(value: string | null) {
    const type = (value ?? 'STRING') as SurveyFieldType;
    form.setFieldValue(`${path}.type`, type);
    if (isChoiceField(type) && field.options.length === 0) form.setFieldValue(`${path}.options`, ['', '']);
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-label={`Fråga ${number}`}
      data-testid="survey-field"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600}>Fråga {number}</Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={index === 0}
            aria-label={`Flytta upp fråga ${number}`}
            onClick={() => form.reorderListItem('fields', { from: index, to: index - 1 })}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={index === count - 1}
            aria-label={`Flytta ned fråga ${number}`}
            onClick={() => form.reorderListItem('fields', { from: index, to: index + 1 })}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          {!lock.answered && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Ta bort fråga ${number}`}
              onClick={() => form.removeListItem('fields', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Frågetext" withAsterisk {...form.getInputProps(`${path}.title`)} />
          <Select
            label="Svarstyp"
            description={lock.answered ? 'Frågan har svar, så svarstypen ligger fast.' : undefined}
            data={surveyFieldTypes.map((t) => ({ value: t, label: surveyFieldTypeLabels[t] }))}
            allowDeselect={false}
            disabled={lock.answered}
            value={field.type}
            onChange={setType}
            error={form.errors[`${path}.type`]}
          />
        </SimpleGrid>
        <TextInput
          label="Hjälptext"
          description="Visas under frågan (frivillig)"
          {...form.getInputProps(`${path}.description`)}
        />
        {isChoiceField(field.type) && (
          <TextListInput
            label="Svarsalternativ"
            description={
              lock.options > 0 ? 'Alternativ som har svar ligger fast; nya går att lägga till.' : undefined
            }
            itemLabel="Svarsalternativ"
            addLabel="Lägg till svarsalternativ"
            values={field.options}
            onChange={(options) => form.setFieldValue(`${path}.options`, options)}
            errorAt={(i) => form.errors[`${path}.options.${i}`]}
            error={form.errors[`${path}.options`]}
            max={MAX_FIELD_OPTIONS}
            locked={lock.options}
          />
        )}
        <Checkbox label="Måste besvaras" {...form.getInputProps(`${path}.mandatory`, { type: 'checkbox' })} />
      </Stack>
    </Paper>
  );
}
