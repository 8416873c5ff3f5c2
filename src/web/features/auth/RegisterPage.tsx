import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { authApi } from '@shared/api/auth.api';
import {
  validateEmail,
  validateMaxLength,
  validateMobile,
  validateRequired,
} from '@shared/domain/validators';
import { IconAlertCircle, IconBuildingWarehouse, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useApiMutation } from '../../api/hooks';
import { useGlobalSettings } from '../../session/session-store';
import { Page } from '../../shell/Page';

const first =
  (...checks: ((v: string) => string | null)[]) =>
  (value: string) =>
    checks.reduce<string | null>((found, check) => found ?? check(value), null);

const initialValues = { companyName: '', customerCode: '', name: '', email: '', phone: '', message: '' };
type Values = typeof initialValues;

export function RegisterPage() {
  const provider = useGlobalSettings()?.provider;
  const [failure, setFailure] = useState<string | null>(null);
  const send = useApiMutation(authApi.sendLoginInfoRequest, { handleErrors: false });
  const form = useForm<Values>({
    initialValues,
    validate: {
      companyName: first(validateRequired, (v) => validateMaxLength(v, 200)),
      customerCode: (v) => validateMaxLength(v, 32),
      name: first(validateRequired, (v) => validateMaxLength(v, 200)),
      email: first(validateRequired, validateEmail, (v) => validateMaxLength(v, 256)),
      phone: first(validateMobile, (v) => validateMaxLength(v, 32)),
      message: (v) => validateMaxLength(v, 2000),
    },
  });

  async function submit(values: Values) {
    setFailure(null);
    const optional = (v: string) => v.trim() || undefined;
    try {
      await send.mutateAsync({
        companyName: values.companyName.trim(),
        customerCode: optional(values.customerCode),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: optional(values.phone),
        message: optional(values.message),
      });
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) throw error;
      const fields = error.fieldMessages();
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error.displayText);
    }
  }

  if (send.isSuccess) {
    return (
      <Page title="Tack för din förfrågan" size="md">
        <Paper withBorder radius="lg" p="xl" shadow="xs" data-testid="register-success">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" color="green" variant="light">
              <IconCircleCheck size={32} />
            </ThemeIcon>
            <Title order={2}>Förfrågan är skickad</Title>
            <Text c="dimmed" maw={460}>
              {provider?.name ?? 'Grossisten'} kontrollerar uppgifterna och skickar inloggningsuppgifter till{' '}
              {send.variables?.email}. Det brukar ta en arbetsdag.
            </Text>
            <Button component={Link} to="/">
              Till startsidan
            </Button>
          </Stack>
        </Paper>
      </Page>
    );
  }

  return (
    <Page
      title="Registrera dig som befintlig kund"
      intro={`Handlar ditt företag redan hos ${provider?.name ?? 'oss'} men du saknar inloggning till Montör? Fyll i uppgifterna så skickar vi inloggningsuppgifter till dig.`}
    >
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <form onSubmit={form.onSubmit(submit)} noValidate data-testid="register-form">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Företagsnamn" withAsterisk {...form.getInputProps('companyName')} />
                  <TextInput
                    label="Kundnummer"
                    placeholder="Står på fakturor och följesedlar"
                    {...form.getInputProps('customerCode')}
                  />
                  <TextInput
                    label="Ditt namn"
                    withAsterisk
                    autoComplete="name"
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label="E-post"
                    withAsterisk
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput label="Telefon" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
                </SimpleGrid>
                <Textarea
                  label="Meddelande"
                  autosize
                  minRows={3}
                  maxRows={8}
                  {...form.getInputProps('message')}
                />
                {failure && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                    {failure}
                  </Alert>
                )}
                <Group justify="space-between" align="center">
                  <Text size="xs" c="dimmed">
                    Fält markerade med * måste fyllas i.
                  </Text>
                  <Button type="submit" size="md" loading={send.isPending}>
                    Skicka förfrågan
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper radius="lg" p="lg" bg="montor.0">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="white" size={36} radius="md">
                <IconBuildingWarehouse size={20} />
              </ThemeIcon>
              <Text fw={700}>Inte kund ännu?</Text>
            </Group>
            <Text size="sm" mb="md">
              Montör är till för företag som har kundkonto hos {provider?.name ?? 'grossisten'}. Kontakta
              närmaste lager så hjälper vi dig att öppna ett konto.
            </Text>
            <Button component={Link} to="/warehouses/" variant="white" fullWidth>
              Bli kund
            </Button>
            {provider && (
              <Text size="sm" mt="md" c="dimmed">
                Kundtjänst: {provider.phone} · {provider.email}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
