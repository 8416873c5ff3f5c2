import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { login } from '../../session/auth-actions';
import { useGlobalSettings } from '../../session/session-store';
import { BOTH_REQUIRED_TEXT, type LoginField, type LoginFormError, loginFormError } from './login-errors';
import { showLoginView } from './login-modal-store';

interface LoginViewProps {
  initialUsername: string;
  onSuccess(): void;
  onNavigate(to: string): void;
}

export function LoginView({ initialUsername, onSuccess, onNavigate }: LoginViewProps) {
  const provider = useGlobalSettings()?.provider;
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [actAs, setActAs] = useState('');
  const [durable, setDurable] = useState(false);
  const [adminMode, setAdminMode] = useState(false);
  const [error, setError] = useState<LoginFormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const values: Record<LoginField, string> = { username, password, actAs };
  const required: LoginField[] = adminMode ? ['username', 'password', 'actAs'] : ['username', 'password'];
  const blank = required.filter((f) => values[f].trim() === '');
  const marked = (field: LoginField) => error?.fields.includes(field) ?? false;

  function edit(setter: (v: string) => void) {
    return (event: { currentTarget: { value: string } }) => {
      setter(event.currentTarget.value);
      setError(null);
    };
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blank.length > 0) {
      setError({ text: BOTH_REQUIRED_TEXT, fields: blank });
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await login(
        adminMode
          ? { adminLogin: username.trim(), employeeLogin: actAs.trim(), password, durable }
          : { employeeLogin: username.trim(), password, durable },
      );
      onSuccess();
    } catch (e) {
      const formError = loginFormError(e, adminMode);
      if (!formError) throw e;
      setError(formError);
    } finally {
      setSubmitting(false);
    }
  }

  // The submit button is disabled while a field is blank, so the browser would ignore Enter silently.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && blank.length > 0 && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <Stack gap="lg">
      <form onSubmit={submit} onKeyDown={onKeyDown} noValidate data-testid="login-form">
        <Stack gap="sm">
          <TextInput
            label="Användarnamn"
            autoComplete="username"
            value={username}
            onChange={edit(setUsername)}
            error={marked('username')}
            data-autofocus
            data-testid="login-username"
          />
          <PasswordInput
            label="Lösenord"
            autoComplete="current-password"
            value={password}
            onChange={edit(setPassword)}
            error={marked('password')}
            // PasswordInput marks its inner input only with data-invalid; screen readers need aria-invalid.
            aria-invalid={marked('password')}
            visibilityToggleButtonProps={{ 'aria-label': 'Visa eller dölj lösenordet' }}
            data-testid="login-password"
          />
          {adminMode && (
            <TextInput
              label="Logga in som anställd"
              description="Användarnamnet för den anställda du vill agera som"
              value={actAs}
              onChange={edit(setActAs)}
              error={marked('actAs')}
              data-testid="login-act-as"
            />
          )}
          <Group justify="space-between" mt={4}>
            <Checkbox
              label="Kom ihåg mig"
              checked={durable}
              onChange={(e) => setDurable(e.currentTarget.checked)}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => showLoginView('RESTORE_PASSWORD')}
            >
              Glömt lösenordet?
            </Anchor>
          </Group>
          {error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle />}
              data-testid="login-error"
              role="alert"
            >
              {error.text}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            disabled={blank.length > 0}
            loading={submitting}
            data-testid="login-submit"
          >
            Logga in
          </Button>
        </Stack>
      </form>

      <Paper bg="gray.0" radius="md" p="md">
        <Text size="sm" fw={600} mb={4}>
          Saknar du inloggning?
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          Montör är till för anställda på företag som handlar hos {provider?.name ?? 'oss'}. Är ditt företag
          redan kund kan du registrera dig här. Vill ditt företag bli kund, kontakta närmaste lager.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="light" onClick={() => onNavigate('/register/')}>
            Registrera dig som befintlig kund
          </Button>
          <Button variant="outline" onClick={() => onNavigate('/warehouses/')}>
            Bli kund
          </Button>
        </SimpleGrid>
      </Paper>

      <Group justify="flex-end">
        <Anchor
          component="button"
          type="button"
          size="xs"
          c="dimmed"
          aria-pressed={adminMode}
          onClick={() => {
            setAdminMode((v) => !v);
            setError(null);
          }}
        >
          <Group gap={4} component="span">
            <IconShieldLock size={14} />
            Leverantörsadministratör
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
