import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A short list written one row at a time (a choice's options, an event's alternatives): each row its own
 * input with its own error, removed with its button, a new one added at the end. The first `locked` rows
 * stay as they are (an answered question's options: answers hold their texts).
 */
export function TextListInput({
  label,
  description,
  itemLabel,
  addLabel,
  values,
  onChange,
  errorAt,
  error,
  max,
  locked = 0,
  testId,
}: {
  label: string;
  description?: ReactNode;
  /** What one row is called, for its input's and remove button's names ("Alternativ 2"). */
  itemLabel: string;
  addLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  errorAt: (index: number) => ReactNode;
  error?: ReactNode;
  max: number;
  locked?: number;
  testId?: string;
}) {
  const set = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={error}
      role="group"
      aria-label={label}
      data-testid={testId}
    >
      <Stack gap={6} mt={6}>
        {values.map((value, index) => (
          // Rows have no identity but their place; a removed row's input goes with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`${itemLabel} ${index + 1}`}
              value={value}
              readOnly={index < locked}
              onChange={(e) => set(index, e.currentTarget.value)}
              error={errorAt(index)}
              style={{ flex: 1 }}
            />
            {index >= locked && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Ta bort ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(values.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {values.length < max && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...values, ''])}
            style={{ alignSelf: 'flex-start' }}
          >
            {addLabel}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
