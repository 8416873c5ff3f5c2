import { Badge, Group, Paper, Radio, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type CompanyProfile, companyApi } from '@shared/api/company.api';
import type { ResultOf } from '@shared/api/endpoint';
import type { VvsGuidenRegistration } from '@shared/api/vvsGuiden.api';
import {
  type CustomerServicesType,
  companyLimits,
  customerServicesTypeLabels,
} from '@shared/domain/company-settings';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { VvsGuidenRegistrationPanel } from '../vvsGuiden';
import { SettingsCard } from './SettingsCard';
import { useSettingsForm } from './settings-form';

type FormConfig = ResultOf<typeof companyApi.formConfig>;

/** A new registration goes into the loaded profile, so the page shows it without reloading the form. */
function storeRegistration(registration: VvsGuidenRegistration) {
  queryClient.setQueryData<CompanyProfile>(apiQueryKey(companyApi.profile, {}), (profile) =>
    profile ? { ...profile, info: { ...profile.info, vvsguiden: registration } } : profile,
  );
}

export function VvsGuidenCard({
  config,
  info,
  savedLinkSuffix,
  editable,
}: {
  config: FormConfig;
  info: CompanyProfile['info'];
  savedLinkSuffix: string;
  editable: boolean;
}) {
  const form = useSettingsForm();
  const guide = form.getValues().vvsguiden;
  const services = form.getInputProps('vvsguiden.customerServicesType');
  return (
    <SettingsCard
      title="VVS-guiden"
      description="Grossistens katalog över installatörer, där privatpersoner och företag hittar en VVS-firma nära sig."
      testId="vvs-guiden"
    >
      <VvsGuidenRegistrationPanel
        registration={info.vvsguiden}
        canRegister={editable}
        linkSuffix={savedLinkSuffix}
        unsavedChanges={form.isDirty()}
        onRegistered={storeRegistration}
        onLinkSuffixError={(message) => form.setFieldError('vvsguiden.linkSuffix', message)}
      />
      <Switch
        label="Visa företaget i VVS-guiden"
        {...form.getInputProps('vvsguiden.enabled', { type: 'checkbox' })}
      />
      <TextInput
        label="Adress i VVS-guiden"
        description="Sista delen av sidans adress: små bokstäver a–z, siffror och bindestreck, 3–60 tecken."
        placeholder="rorfirman-lund"
        withAsterisk={guide.enabled}
        leftSection={
          <Text size="sm" c="dimmed">
            /
          </Text>
        }
        {...form.getInputProps('vvsguiden.linkSuffix')}
      />
      <Textarea
        label="Presentation"
        description={`Vad ni gör och var ni finns. ${[...guide.description].length} av ${companyLimits.vvsguidenDescription} tecken.`}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('vvsguiden.description')}
      />
      <Radio.Group
        label="Vi tar uppdrag från"
        {...services}
        onChange={(v) => form.setFieldValue('vvsguiden.customerServicesType', v as CustomerServicesType)}
      >
        <Stack gap={6} mt={6}>
          {config.customerServicesTypes.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
    </SettingsCard>
  );
}

/** The entry as visitors of the directory will read it, from the values being edited. */
export function VvsGuidenPreview() {
  const values = useSettingsForm().getValues();
  const guide = values.vvsguiden;
  return (
    <Paper radius="lg" p="lg" bg="montor.0" data-testid="vvs-guiden-preview">
      <Group justify="space-between" mb="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.3}>
          Så visas ni
        </Text>
        <Badge variant="white" color={guide.enabled ? 'green' : 'gray'} tt="none">
          {guide.enabled ? 'Visas i VVS-guiden' : 'Visas inte'}
        </Badge>
      </Group>
      <Paper radius="md" p="md" withBorder>
        <Title order={3} fz={18}>
          {values.companyName || 'Företagsnamn'}
        </Title>
        <Group gap={6} mt={4} c="dimmed">
          <IconMapPin size={14} />
          <Text size="sm">{values.address.city || 'Ort saknas'}</Text>
        </Group>
        {values.phone && (
          <Group gap={6} c="dimmed">
            <IconPhone size={14} />
            <Text size="sm">{values.phone}</Text>
          </Group>
        )}
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line' }}>
          {guide.description || 'Ingen presentation ännu.'}
        </Text>
        <Badge mt="sm" variant="light" tt="none">
          Tar uppdrag från {customerServicesTypeLabels[guide.customerServicesType].toLowerCase()}
        </Badge>
      </Paper>
    </Paper>
  );
}
