import { Input, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { companyApi } from '@shared/api/company.api';
import type { ResultOf } from '@shared/api/endpoint';
import { companyLimits, type QrPaymentMethod } from '@shared/domain/company-settings';
import { ChoiceControl, PercentInput } from '../../kit';
import { SettingsCard } from './SettingsCard';
import { numberInput, percentInput, useSettingsForm } from './settings-form';

type FormConfig = ResultOf<typeof companyApi.formConfig>;

export function PaymentCard({ config }: { config: FormConfig }) {
  const form = useSettingsForm();
  const vat = form.getInputProps('vatRateBp');
  return (
    <SettingsCard title="Betalning" description="Betalningsuppgifter och villkor på era fakturor.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Bankgiro" placeholder="5050-1055" {...form.getInputProps('bankgiro')} />
        <TextInput label="Plusgiro" placeholder="90 20 01-5" {...form.getInputProps('plusgiro')} />
        <NumberInput
          label="Betalningsvillkor"
          suffix=" dagar"
          min={0}
          max={companyLimits.paymentDelayDays}
          allowDecimal={false}
          allowNegative={false}
          {...numberInput(form, 'paymentDelay')}
        />
        <Select
          label="Momssats"
          allowDeselect={false}
          data={config.vatRates.map((o) => ({ value: String(o.value), label: o.label }))}
          {...vat}
          value={String(vat.value)}
          onChange={(v) => v !== null && form.setFieldValue('vatRateBp', Number(v))}
        />
      </SimpleGrid>
      <PercentInput
        label="Dröjsmålsränta"
        description="Procentenheter över Riksbankens referensränta. Enligt räntelagen 8 om inget annat avtalats."
        maxBp={companyLimits.interestOnArrearsBp}
        {...percentInput(form, 'interestOnArrearsBp')}
      />
    </SettingsCard>
  );
}

export function QrPaymentCard({ config }: { config: FormConfig }) {
  const form = useSettingsForm();
  const qr = form.getValues().qrPaymentsGenerationSettings;
  const method = form.getInputProps('qrPaymentsGenerationSettings.paymentMethod');
  return (
    <SettingsCard title="QR-kod för betalning" description="Kunden skannar koden med bankappen eller Swish.">
      <Switch
        label="Skriv ut en QR-kod på fakturorna"
        {...form.getInputProps('qrPaymentsGenerationSettings.enabled', { type: 'checkbox' })}
      />
      <Input.Wrapper label="Betalas med" error={method.error}>
        <ChoiceControl
          mt={4}
          fullWidth
          disabled={!qr.enabled}
          data={config.qrPaymentMethods.map((o) => ({ value: o.value, label: o.label }))}
          value={method.value as QrPaymentMethod}
          onChange={(v) =>
            form.setFieldValue('qrPaymentsGenerationSettings.paymentMethod', v as QrPaymentMethod)
          }
        />
      </Input.Wrapper>
      {qr.paymentMethod === 'SWISH' ? (
        <TextInput
          label="Swishnummer"
          placeholder="123 456 78 90"
          description="Swish Företag: 123 följt av sju siffror"
          withAsterisk={qr.enabled}
          {...form.getInputProps('qrPaymentsGenerationSettings.swishNumber')}
        />
      ) : (
        qr.enabled && (
          <Input.Description>
            Koden innehåller bankgiro eller plusgiro, belopp och OCR-nummer.
          </Input.Description>
        )
      )}
    </SettingsCard>
  );
}
