import { Alert, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { clientLimits } from '@shared/domain/client-rules';
import { IconLock } from '@tabler/icons-react';
import { FormSection } from '../../kit';
import type { ClientFormValues } from './client-form-values';

interface ClientTermsSectionProps {
  form: UseFormReturnType<ClientFormValues>;
  /** permissions.editClientPrices: a foreman sees the client's price terms but does not set them. */
  priceTermsEditable: boolean;
  /**
   * Net prices hidden ("dölj nettopriser och marginaler" or client mode): the markup with a line's price
   * tells the purchase price, so its field is left out (decision 0023).
   */
  markupHidden: boolean;
}

export function ClientTermsSection({ form, priceTermsEditable, markupHidden }: ClientTermsSectionProps) {
  const locked = !priceTermsEditable;
  return (
    <FormSection title="Villkor och priser">
      <Stack gap="sm">
        <NumberInput
          label="Betalningsvillkor"
          suffix=" dagar"
          min={0}
          max={clientLimits.paymentDelay}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          {...form.getInputProps('paymentDelay')}
        />
        {locked && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} p="xs">
            Rabatt och påslag sätts av en administratör eller användare.
          </Alert>
        )}
        <SimpleGrid cols={markupHidden ? 1 : 2} spacing="sm">
          <TextInput
            label="Rabatt"
            description="Dras av från bruttopriset"
            inputMode="decimal"
            rightSection="%"
            disabled={locked}
            {...form.getInputProps('discount')}
            data-testid="client-discount"
          />
          {!markupHidden && (
            <TextInput
              label="Påslag"
              description="Läggs på nettopriset"
              inputMode="decimal"
              rightSection="%"
              disabled={locked}
              {...form.getInputProps('markup')}
              data-testid="client-markup"
            />
          )}
        </SimpleGrid>
        <Switch
          label="Påslaget räknas på inköpspriset"
          disabled={locked}
          {...form.getInputProps('markupToPurchasePrice', { type: 'checkbox' })}
        />
        <Switch
          label="Kontantkund"
          description="Betalar på plats i stället för mot faktura"
          {...form.getInputProps('cash', { type: 'checkbox' })}
        />
        <Switch
          label="Omvänd betalningsskyldighet"
          description="Byggtjänster till en byggföretagare: fakturan skrivs utan moms"
          {...form.getInputProps('useReverseTaxLiability', { type: 'checkbox' })}
        />
        <Switch
          label="Visa total materialvinst på kundens utskrifter"
          {...form.getInputProps('showTotalMaterialProfitInClientPrintingForm', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}
