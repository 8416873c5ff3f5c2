import {
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MIN_PASSWORD_LENGTH } from '@shared/api/employees.api';
import { formsApi, registrationMessages } from '@shared/api/forms.api';
import { validateMaxLength, validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { useGlobalSettings } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { useCaptcha } from './CaptchaField';
import { CaptchaFormFooter } from './CaptchaFormFooter';
import { first, rules } from './form-rules';
import { Received } from './Received';
import { useCaptchaSubmit } from './use-captcha-submit';

const interestChoices = ['Nyheter och kampanjer', 'Kurser och event', 'Prislistor varje måndag'];

/** One of customer number, or company and city: the provider needs either to find the account. */
const companyRule = (values: { customerCode: string }) => (v: string) =>
  values.customerCode.trim() || v.trim() ? validateMaxLength(v, 200) : registrationMessages.customerOrCompany;

/**
 * /register/: an existing customer without a login asks for one (`customer/register`). Nothing is opened
 * by this: the provider checks the request and answers by e-mail (decision 0052).
 */
export function RegisterPage() {
  const provider = useGlobalSettings()?.provider;
  const [search] = useSearchParams();
  const captcha = useCaptcha();
  const [received, setReceived] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      customerCode: '',
      companyName: '',
      city: '',
      login: '',
      password: '',
      linkSuffix: search.get('linkSuffix') ?? '',
      phone: '',
      email: '',
      interests: [] as string[],
      captchaAnswer: '',
    },
    validate: {
      customerCode: rules.optional(50),
      companyName: (v, values) => companyRule(values)(v),
      city: (v, values) => companyRule(values)(v),
      login: first(validateRequired, (v) =>
        /^[A-Za-z0-9._-]+$/.test(v.trim()) ? null : registrationMessages.login,
      ),
      password: first(validateRequired, (v) =>
        v.length < MIN_PASSWORD_LENGTH ? registrationMessages.passwordShort : null,
      ),
      linkSuffix: rules.optional(50),
      phone: rules.requiredPhone,
      email: rules.email,
    },
  });

  const { general, onSubmit } = useCaptchaSubmit(form, captcha, async (values) => {
    const optional = (v: string) => v.trim() || undefined;
    const result = await call(
      formsApi.register,
      {
        ...captcha.fields(),
        login: values.login.trim(),
        password: values.password,
        linkSuffix: optional(values.linkSuffix),
        phone: values.phone.trim(),
        email: values.email.trim(),
        interests: values.interests,
        customerCode: optional(values.customerCode),
        companyName: optional(values.companyName),
        city: optional(values.city),
      },
      { handleErrors: false },
    );
    setReceived(result.email);
  });

  if (received) {
    return (
      <Page title="Registrera dig som befintlig kund" size="md">
        <Received
          testId="register-success"
          title="Din ansökan är mottagen"
          text={`${provider?.name ?? 'Leverantören'} kontrollerar uppgifterna mot kundregistret och återkommer till ${received}, oftast inom en arbetsdag. Du kan logga in när ansökan är godkänd.`}
        />
      </Page>
    );
  }

  return (
    <Page
      title="Registrera dig som befintlig kund"
      intro={`Handlar ditt företag redan hos ${provider?.name ?? 'oss'} men du saknar inloggning till Montör? Välj användarnamn och lösenord så kopplar leverantören dem till ert kundkonto.`}
    >
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <form onSubmit={onSubmit} noValidate data-testid="register-form">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Företaget
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <TextInput
                    label="Kundnummer"
                    description="Står på fakturor och följesedlar"
                    {...form.getInputProps('customerCode')}
                  />
                  <TextInput
                    label="Företagsnamn"
                    description="Om du saknar kundnummer"
                    {...form.getInputProps('companyName')}
                  />
                  <TextInput
                    label="Ort"
                    description="Om du saknar kundnummer"
                    {...form.getInputProps('city')}
                  />
                </SimpleGrid>
                <Title order={2} size="h4" mt="sm">
                  Din inloggning
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label="Användarnamn"
                    withAsterisk
                    autoComplete="username"
                    {...form.getInputProps('login')}
                  />
                  <PasswordInput
                    label="Lösenord"
                    withAsterisk
                    description={`Minst ${MIN_PASSWORD_LENGTH} tecken`}
                    autoComplete="new-password"
                    {...form.getInputProps('password')}
                  />
                  <TextInput
                    label="E-post"
                    withAsterisk
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label="Mobilnummer"
                    withAsterisk
                    type="tel"
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                  />
                  <TextInput
                    label="Kod från inbjudan"
                    description="Står sist i länken om du fått en inbjudan"
                    {...form.getInputProps('linkSuffix')}
                  />
                </SimpleGrid>
                <Checkbox.Group label="Jag vill gärna få" {...form.getInputProps('interests')}>
                  <Group gap="lg" mt={6}>
                    {interestChoices.map((choice) => (
                      <Checkbox key={choice} value={choice} label={choice} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <CaptchaFormFooter
                  captcha={captcha}
                  captchaError={form.errors.captchaAnswer as string | undefined}
                  onCaptchaAnswer={() => form.clearFieldError('captchaAnswer')}
                  general={general}
                  sending={form.submitting}
                  submitLabel="Skicka ansökan"
                />
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper radius="lg" p="lg" bg="montor.0">
            <Text fw={700} mb="xs">
              Inte kund ännu?
            </Text>
            <Text size="sm" mb="md">
              Montör är till för företag med kundkonto hos {provider?.name ?? 'grossisten'}. Kontakta närmaste
              lager eller ansök om ett gästkonto.
            </Text>
            <Stack gap="xs">
              <Button component={Link} to="/warehouses/" variant="white" fullWidth>
                Bli kund
              </Button>
              <Button component={Link} to="/about/guest-account" variant="subtle" fullWidth>
                Ansök om gästkonto
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
