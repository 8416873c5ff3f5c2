import { Paper, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formsApi } from '@shared/api/forms.api';
import { useState } from 'react';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { useCaptcha } from './CaptchaField';
import { CaptchaFormFooter } from './CaptchaFormFooter';
import { rules } from './form-rules';
import { Received } from './Received';
import { useCaptchaSubmit } from './use-captcha-submit';

/** "Tyck till": the provider's feedback form with its own kinds and types, always with the captcha. */
export function FeedbackPage() {
  const config = useApiQuery(formsApi.feedbackFormConfig, {});
  const session = useSession();
  const captcha = useCaptcha();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: {
      kind: '',
      type: '',
      message: '',
      name: session?.employeeName ?? '',
      company: session?.customerName ?? '',
      phone: session?.employeePhone ?? '',
      email: session?.employeeEmail ?? '',
      captchaAnswer: '',
    },
    validate: {
      kind: rules.required(50),
      type: rules.required(50),
      message: rules.required(4000),
      name: rules.required(200),
      company: rules.optional(200),
      phone: rules.phone,
      email: rules.email,
    },
  });

  const { general, onSubmit } = useCaptchaSubmit(form, captcha, async ({ captchaAnswer: _, ...rest }) => {
    await call(formsApi.feedback, { ...rest, ...captcha.fields() }, { handleErrors: false });
    setSent(true);
  });

  return (
    <Page title="Tyck till" intro={config.data?.intro} size="md">
      {sent ? (
        <Received
          title="Tack för dina synpunkter!"
          text="Vi läser allt och svarar inom två arbetsdagar när du vill ha svar."
        />
      ) : config.isPending ? (
        <Skeleton h={420} radius="lg" />
      ) : config.error ? (
        <QueryError what="formuläret" error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <form onSubmit={onSubmit} noValidate data-testid="feedback-form">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label="Vad gäller det?"
                  withAsterisk
                  data={config.data.kinds.map((k) => ({ value: k.code, label: k.title }))}
                  {...form.getInputProps('kind')}
                />
                <Select
                  label="Område"
                  withAsterisk
                  data={config.data.types.map((t) => ({ value: t.code, label: t.title }))}
                  {...form.getInputProps('type')}
                />
              </SimpleGrid>
              <Textarea
                label="Meddelande"
                withAsterisk
                autosize
                minRows={4}
                maxRows={12}
                {...form.getInputProps('message')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Namn" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
                <TextInput label="Företag" autoComplete="organization" {...form.getInputProps('company')} />
                <TextInput
                  label="E-post"
                  withAsterisk
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('email')}
                />
                <TextInput label="Telefon" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
              </SimpleGrid>
              <CaptchaFormFooter
                captcha={captcha}
                captchaError={form.errors.captchaAnswer as string | undefined}
                onCaptchaAnswer={() => form.clearFieldError('captchaAnswer')}
                general={general}
                sending={form.submitting}
                submitLabel="Skicka"
              />
            </Stack>
          </form>
        </Paper>
      )}
    </Page>
  );
}
