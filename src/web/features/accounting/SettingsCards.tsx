import { Grid, Input, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ledgerLabels, ledgers } from '@shared/domain/accounting/ledgers';
import { accountingTypeLabels } from '@shared/domain/company-settings';
import { ChoiceControl, FormSection } from '../../kit';
import type { AccountingFormValues } from './accounting-form';

type Form = UseFormReturnType<AccountingFormValues>;

const methodOptions = Object.entries(accountingTypeLabels).map(([value, label]) => ({ value, label }));

export function MethodCard({ form }: { form: Form }) {
  const method = form.getInputProps('method');
  return (
    <FormSection
      title="Bokföring"
      description="Hur fakturor och betalningar bokförs när de exporteras som SIE-fil eller till Fortnox."
      testId="accounting-method"
    >
      <Stack gap="md">
        <Switch
          label="Exportera till bokföringen"
          description="Av: inga verifikationer skapas och exportlistorna visar inget att bokföra."
          {...form.getInputProps('enabled', { type: 'checkbox' })}
          data-testid="accounting-enabled"
        />
        <Input.Wrapper
          label="Bokföringsmetod"
          description="Kontantmetoden får bara användas av företag med en nettoomsättning på högst 3 miljoner kr per år."
          error={method.error}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        >
          <ChoiceControl
            my={4}
            data={methodOptions}
            value={method.value as string}
            onChange={(v) => form.setFieldValue('method', v as AccountingFormValues['method'])}
            data-testid="accounting-type"
          />
        </Input.Wrapper>
      </Stack>
    </FormSection>
  );
}

export function SeriesCard({ form }: { form: Form }) {
  return (
    <FormSection
      title="Verifikationsserier"
      description="Varje liggare numrerar sina verifikationer i en egen serie. Nästa nummer kan flyttas fram men inte tillbaka till nummer som redan använts."
      testId="accounting-series"
    >
      <Stack gap="sm">
        {ledgers.map((ledger) => (
          <Grid key={ledger} gutter="sm" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Text fw={500} size="sm" mt={{ base: 0, sm: 30 }}>
                {ledgerLabels[ledger]}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <TextInput
                label="Serie"
                aria-label={`${ledgerLabels[ledger]}: serie`}
                maxLength={3}
                {...form.getInputProps(`series.${ledger}.prefix`)}
                onChange={(e) =>
                  form.setFieldValue(`series.${ledger}.prefix`, e.currentTarget.value.toUpperCase())
                }
                data-testid={`series-${ledger}-prefix`}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 5 }}>
              <NumberInput
                label="Nästa nummer"
                aria-label={`${ledgerLabels[ledger]}: nästa nummer`}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                hideControls
                {...form.getInputProps(`series.${ledger}.nextNumber`)}
                onChange={(v) =>
                  form.setFieldValue(`series.${ledger}.nextNumber`, typeof v === 'number' ? v : 0)
                }
                data-testid={`series-${ledger}-next`}
              />
            </Grid.Col>
          </Grid>
        ))}
      </Stack>
    </FormSection>
  );
}
