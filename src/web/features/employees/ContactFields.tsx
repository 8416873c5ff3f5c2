import { Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

type ContactField = 'displayName' | 'email' | 'phone';

/**
 * Name, e-mail and mobile of an employee, in the register and in the own profile. Without an e-mail
 * the password cannot be reset by mail: `noEmailHint` says so under the field while it is empty.
 */
export function ContactFields({
  form,
  nameTestId,
  emailTestId,
  emailDescription,
  noEmailHint,
}: {
  form: { getInputProps: (path: ContactField) => GetInputPropsReturnType };
  nameTestId: string;
  emailTestId?: string;
  emailDescription: string;
  /** Null when nothing needs saying. */
  noEmailHint: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <TextInput label="Namn" withAsterisk {...form.getInputProps('displayName')} data-testid={nameTestId} />
      <TextInput
        label="E-post"
        type="email"
        description={emailDescription}
        {...form.getInputProps('email')}
        data-testid={emailTestId}
      />
      {noEmailHint && (
        <Text size="xs" c="orange.8">
          {noEmailHint}
        </Text>
      )}
      <TextInput label="Mobil" type="tel" {...form.getInputProps('phone')} />
    </Stack>
  );
}
