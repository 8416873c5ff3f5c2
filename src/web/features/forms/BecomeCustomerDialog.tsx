import { Button, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { formsApi } from '@shared/api/forms.api';
import type { Warehouse } from '@shared/api/provider.api';
import {
  CUSTOMER_APPLICATION_LIMITS,
  type CustomerTrade,
  customerTradeLabels,
  customerTrades,
} from '@shared/domain/customer-application';
import { validateOrganisationNumber, validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { useCaptcha } from './CaptchaField';
import { CaptchaFormFooter } from './CaptchaFormFooter';
import { first, rules } from './form-rules';
import { Received } from './Received';
import { useCaptchaSubmit } from './use-captcha-submit';

const tradeOptions = customerTrades.map((value) => ({ value, label: customerTradeLabels[value] }));

/**
 * "Bli kund" (`customer/apply`): a company without an account applies at one of the provider's warehouses.
 * Nothing is opened by it; the provider's sales answers by phone or e-mail (decision 0052, amended).
 */
export function BecomeCustomerDialog({
  opened,
  onClose,
  warehouses,
  warehouseCode,
  providerName,
}: {
  opened: boolean;
  onClose: () => void;
  warehouses: readonly Warehouse[];
  /** The warehouse the visitor chose on its card; they may change it in the form. */
  warehouseCode: string | null;
  providerName: string;
}) {
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Ansök om att bli kund"
      size="lg"
      fullScreen={mobile}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {opened && (
        <ApplicationForm
          key={warehouseCode ?? ''}
          warehouses={warehouses}
          warehouseCode={warehouseCode}
          providerName={providerName}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ApplicationForm({
  warehouses,
  warehouseCode,
  providerName,
  onClose,
}: {
  warehouses: readonly Warehouse[];
  warehouseCode: string | null;
  providerName: string;
  onClose: () => void;
}) {
  const captcha = useCaptcha();
  const [received, setReceived] = useState<{ email: string; warehouseName: string } | null>(null);
  const form = useForm({
    initialValues: {
      companyName: '',
      organisationNumber: '',
      trade: 'VVS' as CustomerTrade,
      contactName: '',
      phone: '',
      email: '',
      warehouseCode: warehouseCode ?? '',
      message: '',
      captchaAnswer: '',
    },
    validate: {
      companyName: rules.required(CUSTOMER_APPLICATION_LIMITS.name),
      organisationNumber: first(validateRequired, validateOrganisationNumber),
      contactName: rules.required(CUSTOMER_APPLICATION_LIMITS.name),
      phone: rules.requiredPhone,
      email: rules.email,
      warehouseCode: (v) => (v ? null : 'Välj lager'),
      message: rules.optional(CUSTOMER_APPLICATION_LIMITS.message),
    },
  });
  const { general, onSubmit } = useCaptchaSubmit(form, captcha, async (values) => {
    const result = await call(
      formsApi.customerApply,
      {
        ...captcha.fields(),
        companyName: values.companyName.trim(),
        organisationNumber: values.organisationNumber.trim(),
        trade: values.trade,
        contactName: values.contactName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        warehouseCode: values.warehouseCode,
        message: values.message.trim() || undefined,
      },
      { handleErrors: false },
    );
    setReceived(result);
  });

  if (received) {
    return (
      <Stack>
        <Received
          testId="become-customer-received"
          title="Tack för din ansökan"
          text={`${received.warehouseName} kontrollerar uppgifterna och hör av sig till ${received.email}, oftast inom två arbetsdagar. När kontot är öppnat får ni inloggning till Montör.`}
        />
        <Button variant="subtle" onClick={onClose}>
          Stäng
        </Button>
      </Stack>
    );
  }

  const warehouseOptions = [...warehouses]
    .sort((a, b) => a.city.localeCompare(b.city, 'sv'))
    .map((w) => ({ value: w.code, label: `${w.city} – ${w.name}` }));
  return (
    <form onSubmit={onSubmit} noValidate data-testid="become-customer-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {providerName} säljer till företag med kundkonto. Berätta om företaget så hör lagret av sig om
          konto, leveranser och inloggning till Montör.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Företagsnamn" withAsterisk {...form.getInputProps('companyName')} />
          <TextInput
            label="Organisationsnummer"
            withAsterisk
            placeholder="556677-8899"
            {...form.getInputProps('organisationNumber')}
          />
          <Select
            label="Bransch"
            withAsterisk
            data={tradeOptions}
            allowDeselect={false}
            {...form.getInputProps('trade')}
          />
          <Select
            label="Lager"
            withAsterisk
            searchable
            placeholder="Välj lager"
            nothingFoundMessage="Inget lager matchar"
            data={warehouseOptions}
            {...form.getInputProps('warehouseCode')}
          />
          <TextInput
            label="Kontaktperson"
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('contactName')}
          />
          <TextInput
            label="Telefon"
            withAsterisk
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput
          label="E-post"
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Meddelande"
          description="Till exempel hur många ni är och vad ni främst köper"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('message')}
        />
        <CaptchaFormFooter
          captcha={captcha}
          captchaError={form.errors.captchaAnswer as string | undefined}
          onCaptchaAnswer={() => form.clearFieldError('captchaAnswer')}
          general={general}
          sending={form.submitting}
          submitLabel="Skicka ansökan"
          size="sm"
          before={
            <Button variant="default" onClick={onClose}>
              Avbryt
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
