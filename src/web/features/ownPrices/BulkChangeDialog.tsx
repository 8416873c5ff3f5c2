import { Alert, Button, Group, Input, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResultOf } from '@shared/api/endpoint';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { type OwnPriceMode, ownPriceModeLabels, ownPriceModes } from '@shared/domain/own-price';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { ChoiceControl } from '../../kit';
import { emptyOwnPriceValues, modeValue, valueFieldOf } from './own-price-form';

type ChangeResult = ResultOf<typeof ownPricesApi.change>;

/** Gives the chosen prices one mode and value; prices it would make unsaveable are left as they were. */
export function BulkChangeDialog({
  uids,
  defaultMode,
  onClose,
}: {
  uids: string[];
  defaultMode: OwnPriceMode;
  onClose: (changed: boolean) => void;
}) {
  const [mode, setMode] = useState<OwnPriceMode>(defaultMode);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ChangeResult | null>(null);
  const change = useApiMutation(ownPricesApi.change, { handleErrors: false });

  async function submit() {
    const values = { ...emptyOwnPriceValues(mode), [valueFieldOf[mode]]: text };
    const parsed = modeValue(values);
    if (!parsed.ok) return setError(parsed.error);
    if (parsed.value === null) return setError('Detta fält måste fyllas i');
    setError(null);
    try {
      const answer = await change.mutateAsync({ ownPricesUids: uids, mode, value: parsed.value });
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(ownPricesApi.list) });
      if (answer.skipped.length === 0) {
        notifications.show({
          color: 'green',
          message: `${answer.countChanged} ${answer.countChanged === 1 ? 'pris har' : 'priser har'} ändrats`,
          autoClose: 3000,
        });
        onClose(true);
      } else setResult(answer);
    } catch (e) {
      if (!isApiError(e) || e.handled) throw e;
      setError(e.fieldMessages().value ?? e.displayText);
    }
  }

  const unit = mode === 'FIXED_PRICE' ? 'kr' : '%';
  return (
    <Modal
      opened
      onClose={() => onClose(result !== null)}
      title={`Ändra ${uids.length} priser`}
      size={560}
      centered
    >
      {result ? (
        <Stack gap="sm" data-testid="bulk-change-result">
          <Text size="sm">
            {result.countChanged} {result.countChanged === 1 ? 'pris har' : 'priser har'} ändrats.
          </Text>
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle />}
            title={`${result.skipped.length} lämnades orörda`}
          >
            <List size="sm" spacing={2}>
              {result.skipped.map((s) => (
                <List.Item key={s.uid}>
                  <b>{s.article}</b>: {s.message}
                </List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => onClose(true)}>Klar</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Alla valda priser får samma läge och värde. Priser som då skulle få negativ marginal eller bli
              lika med nettopriset ändras inte.
            </Text>
            <Input.Wrapper label="Läge">
              <ChoiceControl
                mt={4}
                fullWidth
                value={mode}
                onChange={(v) => {
                  setMode(v as OwnPriceMode);
                  setError(null);
                }}
                data={ownPriceModes.map((m) => ({ value: m, label: ownPriceModeLabels[m] }))}
              />
            </Input.Wrapper>
            <TextInput
              label={mode === 'FIXED_PRICE' ? 'Pris' : mode === 'FIXED_MARKUP' ? 'Påslag' : 'Täckningsgrad'}
              withAsterisk
              inputMode="decimal"
              w={{ base: '100%', xs: 260 }}
              rightSection={
                <Text size="sm" c="dimmed">
                  {unit}
                </Text>
              }
              value={text}
              data-autofocus
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={() => onClose(false)}>
                Avbryt
              </Button>
              <Button type="submit" loading={change.isPending}>
                Ändra priser
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
