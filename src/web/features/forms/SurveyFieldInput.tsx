import { Checkbox, Input, Radio, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SurveyField } from '@shared/api/forms.api';
import { RATING_MAX, type SurveyValue } from '@shared/domain/surveys';

interface Props {
  field: SurveyField;
  value: SurveyValue | undefined;
  error: string | undefined;
  onChange(value: SurveyValue): void;
}

const asText = (value: SurveyValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: SurveyValue | undefined) => (Array.isArray(value) ? [...value] : []);

/** One survey field as its type asks: a line, a text area, e-mail, phone, options or a rating of 1–5. */
export function SurveyFieldInput({ field, value, error, onChange }: Props) {
  const common = {
    label: field.title,
    description: field.description ?? undefined,
    withAsterisk: field.mandatory,
    error,
    'data-testid': `survey-field-${field.type}`,
  };
  switch (field.type) {
    case 'STRING':
    case 'EMAIL':
    case 'PHONE':
      return (
        <TextInput
          {...common}
          type={field.type === 'EMAIL' ? 'email' : field.type === 'PHONE' ? 'tel' : 'text'}
          autoComplete={field.type === 'EMAIL' ? 'email' : field.type === 'PHONE' ? 'tel' : 'off'}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'TEXT':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={10}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'OPTION_SINGLE':
      return (
        <Radio.Group {...common} value={asText(value)} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {field.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'OPTION_MULTIPLE':
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'RATING': {
      const rating = asText(value);
      // 1–5 as buttons: big enough for a thumb, each a labelled radio for a screen reader.
      return (
        <Input.Wrapper {...common} labelElement="div">
          <SegmentedControl
            mt={6}
            size="md"
            fullWidth
            maw={360}
            aria-label={field.title}
            value={rating}
            onChange={onChange}
            data={Array.from({ length: RATING_MAX }, (_, i) => ({
              value: String(i + 1),
              label: `${i + 1} ★`,
            }))}
          />
          <Text size="sm" c="dimmed" mt={4} aria-live="polite">
            {rating ? `Betyg ${rating} av ${RATING_MAX}` : 'Inget betyg valt'}
          </Text>
        </Input.Wrapper>
      );
    }
  }
}
