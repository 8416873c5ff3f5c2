import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { clientLimits } from '@shared/domain/client-rules';
import { FormSection } from '../../kit';
import type { ClientFormValues } from './client-form-values';

type Form = UseFormReturnType<ClientFormValues>;

interface IdentityProps {
  form: Form;
  isNew: boolean;
  /** Runs the server's check (taken client number) when the field is left. */
  onCheck: (path: string) => void;
}

export function ClientIdentitySection({ form, isNew, onCheck }: IdentityProps) {
  const code = form.getInputProps('code');
  return (
    <FormSection title="Kunduppgifter">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Kundnummer"
            withAsterisk
            maxLength={clientLimits.code}
            description={isNew ? 'Nästa lediga nummer är föreslaget' : undefined}
            {...code}
            onBlur={(e) => {
              code.onBlur?.(e);
              onCheck('code');
            }}
            data-testid="client-code"
          />
          <TextInput
            label="Organisationsnummer eller personnummer"
            placeholder="NNNNNN-NNNN eller ÅÅÅÅMMDD-NNNN"
            {...form.getInputProps('organizationCode')}
          />
        </SimpleGrid>
        <TextInput
          label="Namn"
          withAsterisk
          maxLength={clientLimits.name}
          {...form.getInputProps('name')}
          data-testid="client-name"
        />
        <TextInput
          label="Betalare"
          description="Fyll i om fakturan ska ställas till någon annan än kunden"
          maxLength={clientLimits.payerName}
          {...form.getInputProps('payerName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Momsregistreringsnummer"
            placeholder="SE + 12 siffror"
            {...form.getInputProps('vatRegistrationId')}
          />
          <TextInput
            label="Kundnummer i Fortnox"
            maxLength={clientLimits.fortnoxNumber}
            {...form.getInputProps('fortnoxNumber')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={4}>
          <Switch
            label="Favorit"
            description="Visas först när du väljer kund"
            {...form.getInputProps('favorite', { type: 'checkbox' })}
            data-testid="client-favorite"
          />
          <Switch
            label="Dold"
            description="Visas bara när listan tar med dolda kunder"
            {...form.getInputProps('hidden', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}

export function ClientAddressSection({ form }: { form: Form }) {
  return (
    <FormSection title="Adress">
      <Stack gap="sm">
        <TextInput
          label="Gatuadress"
          autoComplete="street-address"
          maxLength={clientLimits.street}
          {...form.getInputProps('address.street')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label="Postnummer"
            placeholder="123 45"
            inputMode="numeric"
            autoComplete="postal-code"
            {...form.getInputProps('address.postalCode')}
          />
          <TextInput
            label="Ort"
            autoComplete="address-level2"
            maxLength={clientLimits.city}
            style={{ gridColumn: 'span 2' }}
            {...form.getInputProps('address.city')}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}

export function ClientNotesSection({ form }: { form: Form }) {
  return (
    <FormSection
      title="Anteckningar"
      description="Syns bara för er, till exempel portkod eller var nyckeln finns."
    >
      <Textarea
        autosize
        minRows={3}
        maxRows={10}
        maxLength={clientLimits.notes}
        aria-label="Anteckningar"
        {...form.getInputProps('notes')}
      />
    </FormSection>
  );
}

export function ClientInvoicingSection({ form }: { form: Form }) {
  const values = form.getValues();
  return (
    <FormSection
      title="E-faktura"
      description="För kunder som tar emot fakturor elektroniskt (Peppol eller Svefaktura)."
    >
      <Stack gap="sm">
        <TextInput label="GLN" placeholder="13 siffror" inputMode="numeric" {...form.getInputProps('gln')} />
        <Switch
          label="Skicka fakturor som e-faktura"
          {...form.getInputProps('eInvoiceEnabled', { type: 'checkbox' })}
        />
        <Switch label="Svefaktura" {...form.getInputProps('sveFakturaEnabled', { type: 'checkbox' })} />
        {values.sveFakturaEnabled && (
          <Stack gap="xs" pl="lg">
            <Switch
              size="sm"
              label="Använd GLN i Svefaktura"
              {...form.getInputProps('useGlnInSveFaktura', { type: 'checkbox' })}
            />
            <Switch
              size="sm"
              label="Använd momsregistreringsnumret i Svefaktura"
              {...form.getInputProps('useVatRegistrationIdInSveFaktura', { type: 'checkbox' })}
            />
          </Stack>
        )}
      </Stack>
    </FormSection>
  );
}
