import { Alert, Button, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authApi } from '@shared/api/auth.api';
import { validateRequired } from '@shared/domain/validators';
import { IconAlertCircle, IconCircleCheck, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useApiMutation } from '../../api/hooks';
import { Page } from '../../shell/Page';
import { openLogin } from './login-modal-store';

const MIN_LENGTH = 8;

const initialValues = { password: '', repeat: '' };
type Values = typeof initialValues;

function RequestNewLink({ text }: { text: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      role="alert"
      data-testid="password-link-error"
    >
      <Text size="sm" mb="sm">
        {text}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={() => openLogin({ view: 'RESTORE_PASSWORD' })}>
        Be om en ny länk
      </Button>
    </Alert>
  );
}

export function SetNewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkError, setLinkError] = useState<string | null>(null);
  const save = useApiMutation(authApi.setNewPassword, { handleErrors: false });
  const form = useForm<Values>({
    initialValues,
    validate: {
      password: (v) =>
        validateRequired(v) ??
        (v.length < MIN_LENGTH ? `Lösenordet måste ha minst ${MIN_LENGTH} tecken` : null),
      repeat: (v, values) =>
        validateRequired(v) ?? (v !== values.password ? 'Lösenorden är inte lika' : null),
    },
  });

  async function submit(values: Values) {
    setLinkError(null);
    try {
      await save.mutateAsync({ token, password: values.password });
    } catch (error) {
      if (!isApiError(error) || (error.status !== 400 && error.status !== 404)) throw error;
      const fields = error.fieldMessages();
      if (fields.password) form.setFieldError('password', fields.password);
      else setLinkError(error.displayText);
    }
  }

  if (save.isSuccess) {
    return (
      <Page title="Lösenordet är bytt" size="xs">
        <Paper withBorder radius="lg" p="xl" shadow="xs" data-testid="password-success">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="green" variant="light">
              <IconCircleCheck size={32} />
            </ThemeIcon>
            <Text>
              Du kan nu logga in som <b>{save.data.employeeLogin}</b> med ditt nya lösenord.
            </Text>
            <Button
              leftSection={<IconLogin size={18} />}
              onClick={() => openLogin({ username: save.data.employeeLogin })}
            >
              Logga in
            </Button>
          </Stack>
        </Paper>
      </Page>
    );
  }

  return (
    <Page
      title="Välj nytt lösenord"
      size="xs"
      intro="Välj ett lösenord med minst 8 tecken som du inte använder någon annanstans."
    >
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        {token ? (
          <form onSubmit={form.onSubmit(submit)} noValidate data-testid="password-form">
            <Stack gap="md">
              <PasswordInput
                label="Nytt lösenord"
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('password')}
                data-testid="new-password"
              />
              <PasswordInput
                label="Upprepa nytt lösenord"
                autoComplete="new-password"
                withAsterisk
                {...form.getInputProps('repeat')}
                data-testid="repeat-password"
              />
              {linkError && <RequestNewLink text={linkError} />}
              <Button type="submit" size="md" loading={save.isPending} data-testid="password-submit">
                Spara lösenordet
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Länken är ofullständig
            </Title>
            <RequestNewLink text="Länken saknar sin kod. Kopiera hela länken från e-postmeddelandet, eller be om en ny." />
          </Stack>
        )}
      </Paper>
    </Page>
  );
}
