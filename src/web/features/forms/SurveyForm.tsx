import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { formsApi, type Survey } from '@shared/api/forms.api';
import { type SurveyValue, surveyAnswerIssues } from '@shared/domain/surveys';
import { messages } from '@shared/domain/validators';
import { type FormEvent, useState } from 'react';
import { call } from '../../api/call';
import { useSession } from '../../session/session-store';
import { useCaptcha } from './CaptchaField';
import { CaptchaFormFooter } from './CaptchaFormFooter';
import { Received } from './Received';
import { SurveyFieldInput } from './SurveyFieldInput';
import { formFailure } from './submit-errors';

interface Props {
  survey: Survey;
  calendarEventLocator?: string;
  /** The school request always asks the captcha and goes to its own call (api-spec §7.3). */
  sendAs?: 'survey' | 'requestForSchool';
  thanks: string;
  /** After the answer is stored (an event registration refreshes its lists). */
  onSent?: () => void;
}

/**
 * Any survey: its fields by type, the mandatory ones checked here with the server's own rule before the
 * call, the captcha for visitors. What the user typed stays when the server refuses it.
 */
export function SurveyForm({ survey, calendarEventLocator, sendAs = 'survey', thanks, onSent }: Props) {
  const loggedIn = useSession() !== null;
  const withCaptcha = !loggedIn || sendAs === 'requestForSchool';
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<string, SurveyValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Answered before the form opened: read once, since sending refreshes the survey to "filled" underneath.
  const [answeredBefore] = useState(survey.filled);
  const [sent, setSent] = useState(answeredBefore);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const found = Object.fromEntries(
      surveyAnswerIssues(survey.fields, values).map((i) => [`values.${i.field}`, i.message]),
    );
    if (withCaptcha && !captcha.answer.trim()) found.captchaAnswer = messages.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answers = Object.entries(values).map(([id, value]) => ({
      id,
      value: typeof value === 'string' ? value : [...value],
    }));
    setSending(true);
    try {
      if (sendAs === 'requestForSchool') {
        await call(
          formsApi.requestForSchool,
          { ...captcha.fields(), values: answers },
          { handleErrors: false },
        );
      } else {
        await call(
          formsApi.surveySubmit,
          {
            surveyId: survey.id,
            calendarEventLocator,
            ...(withCaptcha ? captcha.fields() : {}),
            values: answers,
          },
          { handleErrors: false },
        );
      }
      setSent(true);
      onSent?.();
      if (!calendarEventLocator) window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = formFailure(error);
      setErrors(failure.fields);
      setGeneral(failure.general);
      if (withCaptcha) captcha.renew();
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <Received
        title={answeredBefore ? 'Du har redan svarat' : 'Tack för ditt svar!'}
        text={thanks}
        testId="survey-done"
      />
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} noValidate data-testid="survey-form">
        <Stack gap="lg">
          {survey.description && <Text>{survey.description}</Text>}
          {survey.links.length > 0 && (
            <List size="sm">
              {survey.links.map((link) => (
                <List.Item key={link.url}>
                  <Anchor href={link.url}>{link.title}</Anchor>
                </List.Item>
              ))}
            </List>
          )}
          {survey.fields.map((field) => (
            <SurveyFieldInput
              key={field.id}
              field={field}
              value={values[field.id]}
              error={errors[`values.${field.id}`]}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.id]: value }));
                setErrors(({ [`values.${field.id}`]: _, ...rest }) => rest);
              }}
            />
          ))}
          <CaptchaFormFooter
            captcha={withCaptcha ? captcha : null}
            captchaError={errors.captchaAnswer}
            onCaptchaAnswer={() => setErrors(({ captchaAnswer: _, ...rest }) => rest)}
            general={general}
            sending={sending}
            submitLabel="Skicka svar"
          />
        </Stack>
      </form>
    </Paper>
  );
}
