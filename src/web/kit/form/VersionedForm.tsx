import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlerts } from './FormAlerts';
import { focusFirstError } from './save-errors';
import type { VersionedFormState } from './use-versioned-form';

/**
 * The page form over a versioned record: the browser's own validation off (the shared rules answer in
 * Swedish at the fields), the first field with an error brought into view, and the conflict notice and
 * messages for no single field above the fields.
 */
export function VersionedForm<V>({
  form,
  state,
  onSubmit,
  conflictTitle,
  testId,
  children,
}: {
  form: {
    onSubmit: (
      handle: (values: V) => void,
      invalid?: () => void,
    ) => (event?: FormEvent<HTMLFormElement>) => void;
  };
  state: Pick<VersionedFormState, 'conflict' | 'reloading' | 'general' | 'reload' | 'dismissConflict'>;
  onSubmit: (values: V) => Promise<void>;
  conflictTitle: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={form.onSubmit((values) => void onSubmit(values), focusFirstError)}
      noValidate
      data-testid={testId}
    >
      <Stack gap="lg">
        <FormAlerts state={state} conflictTitle={conflictTitle} />
        {children}
      </Stack>
    </form>
  );
}
