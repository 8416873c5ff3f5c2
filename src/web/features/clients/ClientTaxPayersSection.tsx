import { ActionIcon, Button, Grid, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { clientLimits } from '@shared/domain/client-rules';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormSection } from '../../kit';
import { type ClientFormValues, emptyTaxPayer } from './client-form-values';

/** The people who can take the ROT deduction for work at this client's home. */
export function ClientTaxPayersSection({ form }: { form: UseFormReturnType<ClientFormValues> }) {
  const taxPayers = form.getValues().taxPayers;
  const listError = form.errors.taxPayers;

  return (
    <FormSection
      title="ROT-köpare"
      description="De som gör ROT-avdrag för arbetet. För ett hus anges fastighetsbeteckningen, för en bostadsrätt lägenhetsnumret och föreningens organisationsnummer."
      testId="client-tax-payers"
      actions={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('taxPayers', emptyTaxPayer())}
          disabled={taxPayers.length >= clientLimits.taxPayers}
          data-testid="add-tax-payer"
        >
          Lägg till ROT-köpare
        </Button>
      }
    >
      {listError && (
        <Text c="red.7" size="sm" mb="sm" data-field-error="true" role="alert">
          {listError}
        </Text>
      )}
      {taxPayers.length === 0 ? (
        <Text c="dimmed" size="sm">
          Inga ROT-köpare. Lägg till dem när kunden är en privatperson som ska göra ROT-avdrag.
        </Text>
      ) : (
        <Stack gap="sm">
          {taxPayers.map((payer, i) => (
            <Paper key={payer.key} withBorder radius="md" p="sm" bg="gray.0" data-testid="tax-payer-row">
              <Group justify="space-between" mb="xs">
                <Text size="sm" fw={600}>
                  {payer.name.trim() || `ROT-köpare ${i + 1}`}
                </Text>
                <Tooltip label="Ta bort ROT-köparen">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Ta bort ROT-köparen ${payer.name || i + 1}`}
                    onClick={() => form.removeListItem('taxPayers', i)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Grid gutter="sm" align="flex-start">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Namn"
                    withAsterisk
                    maxLength={clientLimits.taxPayerName}
                    {...form.getInputProps(`taxPayers.${i}.name`)}
                    data-testid="tax-payer-name"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Personnummer"
                    withAsterisk
                    placeholder="ÅÅÅÅMMDD-NNNN"
                    inputMode="numeric"
                    {...form.getInputProps(`taxPayers.${i}.personalNumber`)}
                    data-testid="tax-payer-pnr"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <TextInput
                    label="Fastighetsbeteckning (hus)"
                    placeholder="t.ex. Lund Galten 12"
                    maxLength={clientLimits.propertyDesignation}
                    {...form.getInputProps(`taxPayers.${i}.propertyDesignation`)}
                    data-testid="tax-payer-property"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <TextInput
                    label="Lägenhetsnummer (bostadsrätt)"
                    maxLength={clientLimits.flatNumber}
                    {...form.getInputProps(`taxPayers.${i}.flatNumber`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
                  <TextInput
                    label="Föreningens organisationsnummer"
                    placeholder="NNNNNN-NNNN"
                    {...form.getInputProps(`taxPayers.${i}.associationOrgNumber`)}
                  />
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
