import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { administrationApi } from '@shared/api/administration.api';
import { validateRequired } from '@shared/domain/validators';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { refusalOf } from '../../kit';

/** The administration's own login; a success reloads, so nothing of an earlier session stays in memory. */
export function AdminLogin() {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { login: '', password: '' },
    validate: { login: validateRequired, password: validateRequired },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      await call(administrationApi.login, values, { handleErrors: false });
      window.location.reload();
    } catch (error) {
      const failed = refusalOf(error);
      form.setErrors(failed.fields);
      setGeneral(failed.general);
    }
  });
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420} shadow="sm" component="main">
        <form onSubmit={submit} noValidate data-testid="admin-login">
          <Stack gap="md">
            <div>
              <Title order={1} fz={24}>
                Montör Administration
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                För grossistens personal. Kunder loggar in på startsidan.
              </Text>
            </div>
            <TextInput label="Användarnamn" autoComplete="username" {...form.getInputProps('login')} />
            <PasswordInput
              label="Lösenord"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            {general && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                {general}
              </Alert>
            )}
            <Button type="submit" loading={form.submitting}>
              Logga in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
