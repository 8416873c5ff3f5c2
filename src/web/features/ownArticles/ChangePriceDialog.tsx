import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OwnArticleListRow } from '@shared/api/ownArticles.api';
import { ownArticlesApi } from '@shared/api/ownArticles.api';
import { formatKr } from '@shared/domain/format';
import { type PriceChangeMethod, priceChangeMethods } from '@shared/domain/own-article';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { ChoiceControl } from '../../kit';
import {
  negativePriceMessage,
  parseChangeValue,
  previewPrices,
  priceChangeMethodLabels,
} from './price-change';

const PREVIEW_ROWS = 6;

function money(ore: number | null) {
  return ore === null ? '–' : formatKr(ore);
}

/** Changes the price of the chosen articles: one or many, by percent, by amount or to one price. */
export function ChangePriceDialog({
  rows,
  onClose,
}: {
  rows: OwnArticleListRow[];
  onClose: (changed: boolean) => void;
}) {
  const single = rows.length === 1;
  const [method, setMethod] = useState<PriceChangeMethod>(single ? 'SET' : 'PERCENT');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const changeOne = useApiMutation(ownArticlesApi.changePrice, { handleErrors: false });
  const changeMany = useApiMutation(ownArticlesApi.changePrices, { handleErrors: false });

  const parsed = parseChangeValue(method, text);
  const preview = 'value' in parsed ? previewPrices(rows, method, parsed.value) : null;
  const fieldError =
    serverError ?? ('error' in parsed ? parsed.error : preview ? negativePriceMessage(preview) : null);

  async function submit() {
    setTouched(true);
    if (!('value' in parsed) || fieldError) return;
    setServerError(null);
    try {
      if (single && method === 'SET') {
        await changeOne.mutateAsync({ ownArticleUid: rows[0]!.uid, priceOre: parsed.value });
      } else {
        await changeMany.mutateAsync({
          ownArticlesUids: rows.map((r) => r.uid),
          method,
          value: parsed.value,
        });
      }
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(ownArticlesApi.list) });
      notifications.show({
        color: 'green',
        message: single
          ? `Priset på ${rows[0]!.code} har ändrats`
          : `Priset har ändrats på ${rows.length} artiklar`,
        autoClose: 3000,
      });
      onClose(true);
    } catch (error) {
      if (!isApiError(error) || error.handled) throw error;
      const messages = error.fieldMessages();
      setServerError(messages.value ?? messages.priceOre ?? error.displayText);
    }
  }

  const unit = method === 'PERCENT' ? '%' : 'kr';
  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={single ? `Ändra pris på ${rows[0]!.code}` : `Ändra pris på ${rows.length} artiklar`}
      size={560}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        data-testid="change-price-form"
      >
        <Stack gap="sm">
          <ChoiceControl
            fullWidth
            value={method}
            onChange={(v) => {
              setMethod(v as PriceChangeMethod);
              setServerError(null);
            }}
            data={priceChangeMethods.map((m) => ({ value: m, label: priceChangeMethodLabels[m] }))}
          />
          <TextInput
            label={
              method === 'SET' ? 'Nytt pris' : method === 'PERCENT' ? 'Ändring i procent' : 'Ändring i kronor'
            }
            description={
              method === 'SET' ? 'Exklusive moms' : 'Negativt värde sänker priset, till exempel −5'
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="decimal"
            rightSection={
              <Text size="sm" c="dimmed">
                {unit}
              </Text>
            }
            value={text}
            data-autofocus
            onChange={(event) => {
              setText(event.currentTarget.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            error={touched || serverError ? fieldError : null}
          />
          {preview && (
            <Table fz="sm" verticalSpacing={4} data-testid="price-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Artikel</Table.Th>
                  <Table.Th ta="right">Nu</Table.Th>
                  <Table.Th w={24} />
                  <Table.Th ta="right">Nytt pris</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.slice(0, PREVIEW_ROWS).map((row) => (
                  <Table.Tr key={row.uid}>
                    <Table.Td>{row.code}</Table.Td>
                    <Table.Td ta="right">{money(row.priceOre)}</Table.Td>
                    <Table.Td>
                      <IconArrowRight size={14} color="var(--mantine-color-gray-5)" />
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      fw={600}
                      c={row.newPriceOre !== null && row.newPriceOre < 0 ? 'red' : undefined}
                    >
                      {money(row.newPriceOre)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {preview && preview.length > PREVIEW_ROWS && (
            <Text size="xs" c="dimmed">
              … och {preview.length - PREVIEW_ROWS} artiklar till
            </Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={() => onClose(false)}>
              Avbryt
            </Button>
            <Button type="submit" loading={changeOne.isPending || changeMany.isPending}>
              Ändra pris
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
