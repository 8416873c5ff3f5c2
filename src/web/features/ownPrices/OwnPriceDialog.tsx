import { Alert, Button, Checkbox, Grid, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type OwnPriceListRow, ownPricesApi } from '@shared/api/ownPrices.api';
import { type OwnPriceMode, ownPriceModeLabels, ownPriceModes } from '@shared/domain/own-price';
import { useRef, useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { ChoiceControl, DialogFooter, RegisterDialog, useDialogClose, useVersionedForm } from '../../kit';
import { type ClientOption, ClientSelect } from '../clients';
import { ArticleField, type Suggestion } from './ArticleField';
import {
  emptyOwnPriceValues,
  type OwnPriceFormValues,
  ownPriceDataOf,
  ownPriceFieldNames,
  valueFieldOf,
  valuesOfRow,
} from './own-price-form';
import { PriceCalculator } from './PriceCalculator';
import { useCalculator } from './use-calculator';

/** product-spec §9: "saved-price success 3 s". */
const SAVED_NOTICE_MS = 3000;

interface Props {
  price: OwnPriceListRow | null;
  defaultMode: OwnPriceMode;
  canChooseClient: boolean;
  netHidden: boolean;
  onClose: () => void;
  onEditExisting: (uid: string) => void;
}

export function OwnPriceDialog({ opened, ...props }: Props & { opened: boolean }) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={props.onClose}
      title={props.price ? `Eget pris på ${props.price.article}` : 'Nytt eget pris'}
      size={920}
    >
      <PriceForm key={props.price?.uid ?? 'new'} {...props} />
    </RegisterDialog>
  );
}

function clientOf(row: OwnPriceListRow | null): ClientOption | null {
  return row?.clientUid ? { uid: row.clientUid, code: row.clientCode, name: row.clientName } : null;
}

const modeUnits: Record<OwnPriceMode, { label: string; unit: string; description: string }> = {
  FIXED_PRICE: { label: 'Pris', unit: 'kr', description: 'Exklusive moms, per enhet' },
  FIXED_MARKUP: { label: 'Påslag på nettopriset', unit: '%', description: 'Priset följer ert nettopris' },
  FIXED_PROFIT: { label: 'Täckningsgrad', unit: '%', description: 'Andel av priset som är marginal' },
};

function PriceForm({ price, defaultMode, canChooseClient, netHidden, onClose, onEditExisting }: Props) {
  const [client, setClient] = useState<ClientOption | null>(clientOf(price));
  const [picked, setPicked] = useState<Suggestion | null>(null);
  // While a name is being typed the calculator cannot find it; say so only once the user moves on.
  const [codeSettled, setCodeSettled] = useState(Boolean(price));
  const pickedArticle = useRef<string | null>(null);
  const [initialValues] = useState(() => (price ? valuesOfRow(price) : emptyOwnPriceValues(defaultMode)));
  const form = useForm<OwnPriceFormValues>({ mode: 'controlled', initialValues });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: price?.version ?? null },
    mapping: { prefix: 'data.', renames: ownPriceFieldNames },
    read: (row: OwnPriceListRow) => ({ values: valuesOfRow(row), version: row.version }),
    fetchLatest: () => call(ownPricesApi.get, { uid: price?.uid ?? '' }),
    onLoaded: (row) => setClient(clientOf(row)),
    goneMessage: 'Priset har tagits bort av någon annan.',
  });
  const close = useDialogClose(form.isDirty, onClose);
  const values = form.getValues();
  const calculator = useCalculator(values, codeSettled);
  const save = useApiMutation(ownPricesApi.save, { handleErrors: false });
  const valueField = valueFieldOf[values.mode];
  const typedValue = values[valueField].trim() !== '';
  // The calculator's refusals (negative margin, equal to net) belong at the value once one is typed.
  const calcError = typedValue
    ? calculator.result?.problems.find((p) => p.level === 'ERROR' && p.code !== 'VALUE_REQUIRED')?.message
    : undefined;
  const existing = !price && !values.forClient && picked?.article === values.code ? picked.ownPriceUid : null;

  async function submit(submitted: OwnPriceFormValues) {
    const checked = ownPriceDataOf(submitted);
    if (!checked.ok) return form.setErrors(checked.errors);
    versioned.startSave();
    try {
      await save.mutateAsync({ uid: price?.uid ?? null, newVersion: versioned.version, data: checked.data });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(ownPricesApi.list) });
      notifications.show({ color: 'green', message: 'Priset har sparats', autoClose: SAVED_NOTICE_MS });
      form.resetDirty();
      onClose();
    } catch (error) {
      versioned.handleSaveError(error);
    }
  }

  const unit = modeUnits[values.mode];
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="own-price-form">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <ArticleField
              label="Artikel"
              withAsterisk
              data-autofocus={!price}
              readOnly={Boolean(price)}
              value={values.code}
              onChange={(text) => {
                form.setFieldValue('code', text);
                // Picking a suggestion also writes its article number here, after onPick.
                setCodeSettled(text === pickedArticle.current);
              }}
              onPick={(suggestion) => {
                pickedArticle.current = suggestion.article;
                setPicked(suggestion);
                setCodeSettled(true);
              }}
              onBlur={() => setCodeSettled(true)}
              error={form.errors.code ?? calculator.error}
            />
            {existing && (
              <Alert color="blue" variant="light" p="xs">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">Artikeln har redan ett eget pris för alla kunder.</Text>
                  <Button size="xs" variant="white" onClick={() => onEditExisting(existing)}>
                    Ändra det priset
                  </Button>
                </Group>
              </Alert>
            )}
            {canChooseClient && (
              <Input.Wrapper label="Gäller">
                <ChoiceControl
                  mt={4}
                  fullWidth
                  disabled={Boolean(price)}
                  value={values.forClient ? 'client' : 'all'}
                  onChange={(v) => form.setFieldValue('forClient', v === 'client')}
                  data={[
                    { value: 'all', label: 'Alla kunder' },
                    { value: 'client', label: 'En kund' },
                  ]}
                />
              </Input.Wrapper>
            )}
            {values.forClient && (
              <ClientSelect
                label="Kund"
                withAsterisk
                disabled={Boolean(price)}
                value={values.clientUid}
                selected={client}
                error={form.errors.clientUid}
                onChange={(c) => {
                  setClient(c);
                  form.setFieldValue('clientUid', c?.uid ?? null);
                }}
              />
            )}
            <Input.Wrapper label="Läge">
              <ChoiceControl
                mt={4}
                fullWidth
                value={values.mode}
                onChange={(v) => form.setFieldValue('mode', v as OwnPriceMode)}
                data={ownPriceModes.map((m) => ({ value: m, label: ownPriceModeLabels[m] }))}
              />
            </Input.Wrapper>
            <TextInput
              key={values.mode}
              label={unit.label}
              withAsterisk
              description={unit.description}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              inputMode="decimal"
              w={{ base: '100%', xs: 300 }}
              rightSection={
                <Text size="sm" c="dimmed">
                  {unit.unit}
                </Text>
              }
              {...form.getInputProps(valueField)}
              error={form.errors[valueField] ?? calcError}
            />
            <Checkbox
              label="Kundens materialrabatt får dras från priset"
              {...form.getInputProps('discountApplicable', { type: 'checkbox' })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="sm" h="100%">
            <PriceCalculator
              result={calculator.result}
              calculating={calculator.calculating}
              netHidden={netHidden}
            />
            <DialogFooter
              state={versioned}
              conflictTitle="Någon annan har ändrat priset sedan du öppnade det"
              onCancel={() => void close()}
              saving={save.isPending}
              submitLabel="Spara priset"
              pushDown
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
