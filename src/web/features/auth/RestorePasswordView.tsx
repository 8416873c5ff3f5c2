import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { messages as validation } from '@shared/domain/validators';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { captchaQuestion } from './captcha-question';

/** product-spec §9: the reset confirmation stays this long. */
const RESET_NOTICE_MS = 7000;

type FieldErrors = { login?: string | true; answer?: string | true };

export function RestorePasswordView({ onBack }: { onBack(): void }) {
  const captcha = useApiQuery(contentApi.captcha, {}, { staleTime: 0, gcTime: 0 });
  const [login, setLogin] = useState('');
  const [answer, setAnswer] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function renewCaptcha() {
    setAnswer('');
    void captcha.refetch();
  }

  function showFailure(error: unknown) {
    if (!isApiError(error)) throw error;
    if (error.status === 429) {
      setAlert(error.displayText);
    } else if (error.code === 'CAPTCHA_WRONG') {
      setFieldErrors({ answer: error.displayText });
    } else if (error.status === 400) {
      const byField = error.fieldMessages();
      setFieldErrors({ login: byField.login, answer: byField.captchaAnswer });
      if (!byField.login && !byField.captchaAnswer) setAlert(error.displayText);
    } else {
      throw error;
    }
    renewCaptcha();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = {
      login: login.trim() ? undefined : validation.required,
      answer: answer.trim() ? undefined : validation.required,
    };
    setFieldErrors(errors);
    setAlert(null);
    if (errors.login || errors.answer || !captcha.data) return;
    setSubmitting(true);
    try {
      const { warehouseNoun } = await call(
        authApi.resetPassword,
        { login: login.trim(), captchaTicket: captcha.data.ticket, captchaAnswer: answer.trim() },
        { handleErrors: false },
      );
      notifications.show({
        color: 'green',
        title: 'Kolla din e-post',
        // The same text whether the login exists or not, so the form does not tell (decision 0023).
        message: `Finns det ett konto med det användarnamnet eller den e-postadressen har vi skickat en länk dit för att välja nytt lösenord. Kommer inget e-postmeddelande inom några minuter, kontakta ditt ${warehouseNoun} för att få hjälp.`,
        autoClose: RESET_NOTICE_MS,
      });
      onBack();
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="restore-form">
      <Stack gap="md">
        <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            Tillbaka till inloggningen
          </Group>
        </Anchor>
        <Text size="sm" c="dimmed">
          Ange ditt användarnamn eller din e-postadress så skickar vi en länk där du kan välja ett nytt
          lösenord.
        </Text>
        <TextInput
          label="Användarnamn eller e-post"
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.currentTarget.value)}
          error={fieldErrors.login}
          data-autofocus
          data-testid="restore-login"
        />
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            {captcha.data ? (
              <Text fw={600} data-testid="captcha-question">
                {captchaQuestion(captcha.data)}
              </Text>
            ) : captcha.error ? null : (
              <Skeleton h={20} w={140} />
            )}
            <Tooltip label="Ny fråga">
              <ActionIcon
                variant="subtle"
                aria-label="Ny fråga"
                onClick={renewCaptcha}
                loading={captcha.isFetching}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {captcha.error && <QueryError what="kontrollfrågan" error={captcha.error} onRetry={renewCaptcha} />}
          <TextInput
            label="Svar"
            description="Svara på frågan så vet vi att du inte är en robot"
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            error={fieldErrors.answer}
            data-testid="captcha-answer"
          />
        </Paper>
        {alert && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            role="alert"
            data-testid="restore-error"
          >
            {alert}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          loading={submitting}
          disabled={!captcha.data}
          data-testid="restore-submit"
        >
          Skicka länk
        </Button>
      </Stack>
    </form>
  );
}
