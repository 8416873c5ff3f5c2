import { Badge, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { CompanyProfile, companyApi } from '@shared/api/company.api';
import type { ResultOf } from '@shared/api/endpoint';
import { companyLimits, type DeliveryType } from '@shared/domain/company-settings';
import { formatDate } from '@shared/domain/format';
import type { ReactNode } from 'react';
import { AddressFields } from './CompanyDataCards';
import { SettingsCard } from './SettingsCard';
import { useSettingsForm } from './settings-form';

type FormConfig = ResultOf<typeof companyApi.formConfig>;

export function DeliveryCard({ config }: { config: FormConfig }) {
  const form = useSettingsForm();
  const warehouse = form.getInputProps('warehouseCode');
  const deliveryType = form.getInputProps('deliveryType');
  return (
    <SettingsCard
      title="Leveranser från grossisten"
      description="Lagret som beställningar och lagersaldon utgår från, och vart varorna ska."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Lager"
          placeholder="Välj lager"
          searchable
          clearable
          nothingFoundMessage="Inget lager heter så"
          data={config.warehouses.map((w) => ({ value: w.code, label: w.name }))}
          {...warehouse}
          onChange={(v) => form.setFieldValue('warehouseCode', v)}
        />
        <Select
          label="Leveranssätt"
          allowDeselect={false}
          data={config.deliveryTypes}
          {...deliveryType}
          onChange={(v) => v && form.setFieldValue('deliveryType', v as DeliveryType)}
        />
      </SimpleGrid>
      <TextInput
        label="Godsmottagare"
        placeholder="Om annan än företaget"
        maxLength={companyLimits.deliveryReceiver}
        {...form.getInputProps('deliveryReceiver')}
      />
      <AddressFields prefix="deliveryAddress" />
    </SettingsCard>
  );
}

const accessLevelLabels = { FULL: 'Fullständigt', RESTRICTED: 'Begränsat', GUEST: 'Gästkonto' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

function OnOff({ on }: { on: boolean }) {
  return (
    <Badge size="sm" variant="light" color={on ? 'green' : 'gray'} tt="none">
      {on ? 'Aktiverad' : 'Inte aktiverad'}
    </Badge>
  );
}

/** What the provider sets for the firm: shown so the firm knows, changed only by the provider. */
export function ProviderInfoCard({ info }: { info: CompanyProfile['info'] }) {
  return (
    <SettingsCard
      title="Avtal med grossisten"
      description="Ändras av grossisten. Kontakta ditt lager vid frågor."
    >
      <Stack gap={8}>
        <Fact label="Kundnummer">{info.customerCode}</Fact>
        <Fact label="Konto">{accessLevelLabels[info.accessLevel]}</Fact>
        <Fact label="Kundrabatt">{(info.discountBp / 100).toString().replace('.', ',')} %</Fact>
        <Fact label="Bara administratörer beställer">{info.onlyAdminsCanOrder ? 'Ja' : 'Nej'}</Fact>
        <Fact label="E-faktura">
          <OnOff on={info.eInvoiceEnabled} />
        </Fact>
        <Fact label="Bokföring">
          <OnOff on={info.accountingEnabled} />
        </Fact>
        <Fact label="Betalningspåminnelser">
          <OnOff on={info.paymentRemindersEnabled} />
        </Fact>
        <Fact label="Kund sedan">{formatDate(info.createdDate)}</Fact>
      </Stack>
    </SettingsCard>
  );
}
