import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminFirmsApi, type FirmDetail, type FirmSettings } from '@shared/api/adminFirms.api';
import { accessLevels, featureFlags, siteOptionLabels, siteOptions } from '@shared/domain/access';
import { validateOrganisationNumber, validateRequired } from '@shared/domain/validators';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { FormAlerts, FormSection, PercentInput, useVersionedForm } from '../../kit';
import { accessLevelLabels, featureFlagLabels } from './firm-labels';

export const emptyFirmSettings: FirmSettings = {
  code: '',
  name: '',
  organisationNumber: '',
  accessLevel: 'FULL',
  siteOptions: [],
  featureFlags: [],
  onlyAdminsCanOrder: false,
  defaultWarehouseUid: null,
  paymentDelayDays: 30,
  customerDiscountBp: 0,
  mandatoryMark: false,
  mandatoryObject: false,
};

const fields = Object.keys(emptyFirmSettings);
const fieldLabels: Record<string, string> = {
  code: 'Kundnummer',
  name: 'Företagsnamn',
  organisationNumber: 'Organisationsnummer',
  accessLevel: 'Kontotyp',
  siteOptions: 'Moduler',
  featureFlags: 'Funktioner',
  onlyAdminsCanOrder: 'Bara administratörer beställer',
  defaultWarehouseUid: 'Förvalt lager',
  paymentDelayDays: 'Betalningsvillkor',
  customerDiscountBp: 'Kundrabatt',
  mandatoryMark: 'Märkning obligatorisk',
  mandatoryObject: 'Objekt obligatoriskt',
};

/**
 * The firm's settings, the same form for a new firm and an existing one. An existing one is saved over the
 * version it was read at: a colleague's save meanwhile is a conflict the admin reloads, keeping their edits.
 */
export function FirmForm({
  firm,
  initial,
  applicationUid = null,
  onSaved,
  onCancel,
}: {
  firm: FirmDetail | null;
  initial: FirmSettings;
  applicationUid?: string | null;
  onSaved: (saved: FirmDetail) => void;
  onCancel: () => void;
}) {
  const warehouses = useApiQuery(adminFirmsApi.warehouses, {});
  const form = useForm<FirmSettings>({
    initialValues: initial,
    validate: {
      code: validateRequired,
      name: validateRequired,
      organisationNumber: (v) => validateRequired(v) ?? validateOrganisationNumber(v),
    },
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initial, version: firm?.version ?? null },
    mapping: { prefix: 'settings.', fields },
    read: (loaded: FirmDetail) => ({ values: loaded.settings, version: loaded.version }),
    fetchLatest: () => call(adminFirmsApi.firm, { uid: firm!.uid }),
    goneMessage: 'Företaget finns inte längre.',
    fieldLabel: (path) => fieldLabels[path.split('.')[0]!],
  });

  const submit = form.onSubmit(async (settings) => {
    versioned.startSave();
    try {
      const saved =
        firm && versioned.version !== null
          ? await call(
              adminFirmsApi.update,
              { uid: firm.uid, newVersion: versioned.version, settings },
              { handleErrors: false },
            )
          : await call(adminFirmsApi.create, { settings, applicationUid }, { handleErrors: false });
      versioned.accept(saved);
      onSaved(saved);
    } catch (error) {
      versioned.handleSaveError(error);
    }
  });

  const warehouseOptions = (warehouses.data?.items ?? []).map((w) => ({
    value: w.uid,
    label: `${w.name} (${w.code})`,
  }));
  return (
    <form onSubmit={submit} noValidate data-testid="firm-form">
      <Stack gap="lg">
        <FormAlerts state={versioned} conflictTitle="Någon annan har ändrat företaget sedan du öppnade det" />
        <FormSection title="Företaget">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Kundnummer" withAsterisk {...form.getInputProps('code')} />
            <TextInput label="Företagsnamn" withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label="Organisationsnummer"
              placeholder="556677-8899"
              withAsterisk
              {...form.getInputProps('organisationNumber')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Konto och beställning">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Kontotyp"
              data={accessLevels.map((value) => ({ value, label: accessLevelLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps('accessLevel')}
            />
            <Select
              label="Förvalt lager"
              placeholder={warehouses.isLoading ? 'Hämtar lager…' : 'Inget förvalt lager'}
              data={warehouseOptions}
              clearable
              searchable
              {...form.getInputProps('defaultWarehouseUid')}
            />
            <NumberInput
              label="Betalningsvillkor (dagar)"
              min={0}
              max={365}
              allowDecimal={false}
              {...form.getInputProps('paymentDelayDays')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
            <PercentInput
              label="Kundrabatt"
              description="Visas på företagets sida; rabattbrevet ger nettopriserna"
              value={form.values.customerDiscountBp}
              onChange={(v) => form.setFieldValue('customerDiscountBp', v ?? 0)}
              error={form.errors.customerDiscountBp}
            />
          </SimpleGrid>
          <Stack gap="xs" mt="md">
            <Switch
              label="Bara företagets administratörer får skicka beställningar"
              {...form.getInputProps('onlyAdminsCanOrder', { type: 'checkbox' })}
            />
            <Switch
              label="Märkning måste anges på dokument och beställningar"
              {...form.getInputProps('mandatoryMark', { type: 'checkbox' })}
            />
            <Switch
              label="Objekt måste anges på dokument och beställningar"
              {...form.getInputProps('mandatoryObject', { type: 'checkbox' })}
            />
          </Stack>
        </FormSection>
        <FormSection title="Moduler">
          <Checkbox.Group
            label="Moduler som företaget har"
            description="SIE, e-faktura och GLN för Svefaktura styr bokföringsexport och e-fakturor."
            {...form.getInputProps('siteOptions')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs" spacing="xs">
              {siteOptions.map((option) => (
                <Checkbox key={option} value={option} label={siteOptionLabels[option]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </FormSection>
        <FormSection title="Funktioner">
          <Checkbox.Group label="Funktioner under införande" {...form.getInputProps('featureFlags')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {featureFlags.map((flag) => (
                <Checkbox key={flag} value={flag} label={featureFlagLabels[flag]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </FormSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Avbryt
          </Button>
          <Button type="submit" loading={form.submitting}>
            {firm ? 'Spara ändringar' : 'Skapa företaget'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
