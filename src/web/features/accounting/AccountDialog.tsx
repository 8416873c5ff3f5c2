import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AccountInputData, accountingApi, type ChartAccountRow } from '@shared/api/accounting.api';
import { validateAccount } from '@shared/domain/accounting/ledgers';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { mapServerMessages, RegisterDialog, useDialogClose } from '../../kit';

/** An account to rename, or null to add a new one. */
export type AccountDialogTarget = ChartAccountRow | null;

interface Values {
  account: string;
  name: string;
  sru: number | '';
}

function AccountForm({ target, onClose }: { target: AccountDialogTarget; onClose: () => void }) {
  const adding = target === null;
  const endpoint = adding ? accountingApi.addAccount : accountingApi.renameAccount;
  const save = useApiMutation(endpoint, { handleErrors: false });
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { account: target?.account ?? '', name: target?.name ?? '', sru: target?.sru ?? '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const issue of validateAccount(toInput(values))) errors[issue.field] ??= issue.message;
      return errors;
    },
    validateInputOnBlur: true,
  });
  const close = useDialogClose(() => form.isDirty(), onClose);

  async function submit(values: Values) {
    setGeneral(null);
    try {
      const result = await save.mutateAsync(toInput(values));
      queryClient.setQueryData(apiQueryKey(accountingApi.accounts, {}), result);
      notifications.show({
        color: 'green',
        message: adding
          ? `Kontot ${values.account.trim()} är tillagt`
          : `Kontot ${values.account} har nytt namn`,
        autoClose: 3000,
      });
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.handled) return;
      const { fieldErrors, general: rest } = mapServerMessages(error.messages, {});
      form.setErrors(fieldErrors);
      if (rest.length > 0 || Object.keys(fieldErrors).length === 0) setGeneral(rest[0] ?? error.displayText);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog sits in a portal: without this the settings form around the page would submit too.
        event.stopPropagation();
        form.onSubmit(submit)(event);
      }}
      data-testid="account-dialog"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Kontonummer"
            inputMode="numeric"
            maxLength={4}
            readOnly={!adding}
            data-autofocus={adding || undefined}
            {...form.getInputProps('account')}
            data-testid="account-number"
          />
          <NumberInput
            label="SRU-kod"
            description="Fältet i deklarationen kontot summeras till"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            {...form.getInputProps('sru')}
            data-testid="account-sru"
          />
        </SimpleGrid>
        <TextInput
          label="Namn"
          maxLength={100}
          data-autofocus={!adding || undefined}
          {...form.getInputProps('name')}
          data-testid="account-name"
        />
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => void close()}>
            Avbryt
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="account-save">
            {adding ? 'Lägg till' : 'Spara'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function toInput(values: Values): AccountInputData {
  return {
    account: values.account.trim(),
    name: values.name.trim(),
    sru: values.sru === '' ? null : values.sru,
  };
}

export function AccountDialog({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: AccountDialogTarget;
  onClose: () => void;
}) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={onClose}
      title={target ? `Byt namn på konto ${target.account}` : 'Lägg till konto'}
      size={520}
    >
      <AccountForm target={target} onClose={onClose} />
    </RegisterDialog>
  );
}
