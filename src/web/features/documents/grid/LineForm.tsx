import { Autocomplete, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { DocumentItemData } from '@shared/api/documents';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import { computeLine, isPricedByMarkup } from '@shared/domain/documents/document-totals';
import { toLineInput } from '@shared/domain/documents/line-input';
import { formatAmount } from '@shared/domain/format';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { DocumentGridProps } from './DocumentGrid';
import { type ColumnKey, discountLabel } from './grid-columns';
import { applyCellText, cellEditText } from './grid-parse';
import { replaceLine } from './line-items';
import type { GridController } from './use-grid-controller';

type FormKey = Extract<
  ColumnKey,
  'description' | 'quantity' | 'unit' | 'price' | 'discount' | 'purchasePrice'
>;

const fieldOrder: FormKey[] = ['description', 'quantity', 'unit', 'price', 'discount', 'purchasePrice'];

/**
 * Applies the phone form's fields to a line with the same rules as the grid's cells; the first
 * unreadable field stops it and is reported at that field.
 */
export function applyLineForm(
  item: DocumentItemData,
  values: Partial<Record<FormKey, string>>,
  pricedByMarkup: boolean,
): { item: DocumentItemData; errors: Partial<Record<FormKey, string>>; notes: string[] } {
  let next = item;
  const errors: Partial<Record<FormKey, string>> = {};
  const notes: string[] = [];
  for (const key of fieldOrder) {
    const text = values[key];
    if (text === undefined) continue;
    const result = applyCellText(next, key, text, { pricedByMarkup, commit: true });
    if (result.error) errors[key] = result.error;
    else next = result.item;
    if (result.note) notes.push(result.note);
  }
  return { item: next, errors, notes };
}

export function LineForm({
  item,
  grid,
  props,
  pricing,
  onClose,
}: {
  item: DocumentItemData;
  grid: GridController;
  props: DocumentGridProps;
  pricing: PricingInput;
  onClose: () => void;
}) {
  const pricedByMarkup = isPricedByMarkup(toLineInput(item), pricing);
  const comment = item.type === 'COMMENT';
  const net = props.config.netPricesVisible;
  const keys: FormKey[] = comment
    ? ['description']
    : fieldOrder.filter(
        (k) => (k !== 'purchasePrice' || net) && !(k === 'discount' && pricedByMarkup && !net),
      );
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(keys.map((k) => [k, cellEditText(k, item, pricedByMarkup)])) as Record<
        FormKey,
        string
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<FormKey, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = applyLineForm(item, values, pricedByMarkup);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) return;
    if (result.item !== item) {
      grid.emit(replaceLine(grid.latestItems(), result.item), { label: 'Ändra rad', itemUid: item.uid });
    }
    if (result.notes.length > 0) grid.setNote({ uid: item.uid, text: result.notes.join(' ') });
    onClose();
  };
  const field = (key: FormKey, label: string) => ({
    label,
    value: values[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {comment ? (
          <Textarea
            {...field('description', 'Text')}
            autosize
            minRows={3}
            description="**fet**, *kursiv*, rader som börjar med - blir en lista"
            data-autofocus
          />
        ) : (
          <>
            <TextInput {...field('description', 'Benämning')} />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput {...field('quantity', 'Antal')} inputMode="decimal" data-autofocus />
              <Autocomplete
                label="Enhet"
                data={[...props.config.units]}
                value={values.unit}
                onChange={(v) => setValues((s) => ({ ...s, unit: v }))}
              />
              <TextInput {...field('price', 'À-pris (kr)')} inputMode="decimal" />
              {keys.includes('discount') && (
                <TextInput {...field('discount', discountLabel(pricedByMarkup))} inputMode="decimal" />
              )}
              {keys.includes('purchasePrice') && (
                <TextInput {...field('purchasePrice', 'Inköpspris (kr)')} inputMode="decimal" />
              )}
            </SimpleGrid>
          </>
        )}
        {!comment && (
          <FormSum item={item} values={values} pricedByMarkup={pricedByMarkup} pricing={pricing} />
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              grid.removeRows([item.uid]);
              onClose();
            }}
          >
            Ta bort
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Avbryt
            </Button>
            <Button type="submit">Spara</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The line's sum as the form stands, with the same shared line arithmetic as the grid. */
function FormSum({
  item,
  values,
  pricedByMarkup,
  pricing,
}: {
  item: DocumentItemData;
  values: Partial<Record<FormKey, string>>;
  pricedByMarkup: boolean;
  pricing: PricingInput;
}) {
  const result = applyLineForm(item, values, pricedByMarkup);
  if (Object.keys(result.errors).length > 0) return null;
  const amounts = computeLine(toLineInput(result.item), pricing);
  return (
    <Group justify="space-between" px={2}>
      <Text size="sm" c="dimmed">
        Summa
      </Text>
      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatAmount(amounts.sumOre)} kr
      </Text>
    </Group>
  );
}
