import { Checkbox, Grid, SimpleGrid, TextInput } from '@mantine/core';
import { companyLimits } from '@shared/domain/company-settings';
import { SettingsCard } from './SettingsCard';
import { useSettingsForm } from './settings-form';

export function CompanyCard() {
  const form = useSettingsForm();
  return (
    <SettingsCard
      title="Företaget"
      description="Uppgifterna skrivs ut på offerter, fakturor och andra dokument."
    >
      <TextInput
        label="Företagsnamn"
        withAsterisk
        maxLength={companyLimits.companyName}
        {...form.getInputProps('companyName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Organisationsnummer"
          withAsterisk
          placeholder="556547-5489"
          {...form.getInputProps('organizationId')}
        />
        <TextInput
          label="Momsregistreringsnummer"
          placeholder="SE556547548901"
          description="SE + organisationsnumret + 01"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('vatRegistrationId')}
        />
      </SimpleGrid>
      <Checkbox
        label="Godkänd för F-skatt"
        description="Skrivs ut på fakturorna, så att företagskunder inte behöver dra skatt."
        {...form.getInputProps('fSkatt', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Telefon" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label="E-post" type="email" autoComplete="email" {...form.getInputProps('email')} />
      </SimpleGrid>
      <TextInput label="Webbplats" placeholder="www.exempel.se" {...form.getInputProps('website')} />
    </SettingsCard>
  );
}

/** Street, postal code and city under `prefix` (the postal address or the delivery address). */
export function AddressFields({ prefix }: { prefix: 'address' | 'deliveryAddress' }) {
  const form = useSettingsForm();
  return (
    <>
      <TextInput
        label="Gatuadress"
        maxLength={companyLimits.street}
        autoComplete="street-address"
        {...form.getInputProps(`${prefix}.street`)}
      />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput
            label="Postnummer"
            placeholder="123 45"
            autoComplete="postal-code"
            {...form.getInputProps(`${prefix}.postalCode`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <TextInput
            label="Ort"
            maxLength={companyLimits.city}
            autoComplete="address-level2"
            {...form.getInputProps(`${prefix}.city`)}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}

export function AddressContactCard() {
  const form = useSettingsForm();
  return (
    <SettingsCard title="Adress och kontaktperson">
      <AddressFields prefix="address" />
      <TextInput
        label="Kontaktperson"
        maxLength={companyLimits.contactName}
        {...form.getInputProps('primaryContact.name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Kontaktpersonens telefon"
          type="tel"
          {...form.getInputProps('primaryContact.phone')}
        />
        <TextInput
          label="Kontaktpersonens e-post"
          type="email"
          {...form.getInputProps('primaryContact.email')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
