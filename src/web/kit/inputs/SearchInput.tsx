import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A list's search field: the magnifier, and a clear button while there is text (clearing is a change too). */
export function SearchInput({
  value,
  onChange,
  ...rest
}: Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'rightSection'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      leftSection={<IconSearch size={18} />}
      rightSection={value ? <CloseButton aria-label="Rensa sökningen" onClick={() => onChange('')} /> : null}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      {...rest}
    />
  );
}
