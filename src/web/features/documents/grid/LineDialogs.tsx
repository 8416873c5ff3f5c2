import {
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { DocumentItemData } from '@shared/api/documents';
import { messages } from '@shared/domain/validators';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { gridMessages, parsePriceCell } from './grid-parse';
import { makeLine } from './line-items';

export const dialogMessages = {
  negativePrice: 'Priset får inte vara negativt',
} as const;

/** product-spec §5: a dialog's price must be filled, valid and not negative; purchase price empty is 0. */
export function readDialogPrice(
  text: string,
  required: boolean,
): { ore: number | null; error: string | null } {
  const parsed = parsePriceCell(text);
  if (!parsed.ok) return { ore: null, error: gridMessages.notANumber };
  if (parsed.value === null)
    return required ? { ore: null, error: messages.required } : { ore: 0, error: null };
  if (parsed.value < 0) return { ore: null, error: dialogMessages.negativePrice };
  return { ore: parsed.value, error: null };
}

interface Values {
  code: string;
  description: string;
  unit: string;
  price: string;
  purchasePrice: string;
  applyDiscount: boolean;
  excludeFromTotalMaterialProfit: boolean;
}

const empty: Values = {
  code: '',
  description: '',
  unit: 'st',
  price: '',
  purchasePrice: '',
  applyDiscount: true,
  excludeFromTotalMaterialProfit: false,
};

type Errors = Partial<Record<keyof Values, string>>;

/** Validates a free item or special article dialog and makes its line. */
export function lineFromDialog(
  kind: 'free' | 'special',
  values: Values,
): { line: DocumentItemData | null; errors: Errors } {
  const errors: Errors = {};
  if (kind === 'free' && values.code.trim() === '') errors.code = messages.required;
  if (kind === 'special' && values.description.trim() === '') errors.description = messages.required;
  const price = readDialogPrice(values.price, true);
  if (price.error) errors.price = price.error;
  const purchase = readDialogPrice(values.purchasePrice, false);
  if (purchase.error) errors.purchasePrice = purchase.error;
  if (Object.keys(errors).length > 0) return { line: null, errors };
  return {
    line: makeLine({
      type: 'NOMENCLATURE',
      nomenclatureItemType: kind === 'free' ? 'FREE' : 'SPECIAL',
      code: values.code.trim(),
      description: values.description.trim(),
      unit: values.unit.trim() || 'st',
      priceOre: price.ore,
      purchasePriceOre: purchase.ore,
      applyDiscount: values.applyDiscount,
      excludeFromTotalMaterialProfit: kind === 'special' && values.excludeFromTotalMaterialProfit,
    }),
    errors,
  };
}

/** "Fri artikel" and "Specialartikel" (product-spec §3). */
export function LineDialog({
  kind,
  units,
  netPricesVisible,
  onClose,
  onAdd,
}: {
  kind: 'free' | 'special' | null;
  units: readonly string[];
  netPricesVisible: boolean;
  onClose: () => void;
  onAdd: (line: DocumentItemData) => void;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (kind) {
      setValues(empty);
      setErrors({});
    }
  }, [kind]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!kind) return;
    const result = lineFromDialog(kind, values);
    setErrors(result.errors);
    if (result.line) onAdd(result.line);
  };

  const title = kind === 'special' ? 'Lägg till specialartikel' : 'Lägg till fri artikel';
  return (
    <Modal opened={kind !== null} onClose={onClose} title={title} size="md" data-autofocus>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {kind === 'free' && (
            <TextInput
              ref={first}
              label="Artikelnummer"
              required
              data-autofocus
              value={values.code}
              error={errors.code}
              onChange={(e) => set('code', e.currentTarget.value)}
            />
          )}
          <TextInput
            label="Benämning"
            required={kind === 'special'}
            data-autofocus={kind === 'special' || undefined}
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Autocomplete
              label="Enhet"
              data={[...units]}
              value={values.unit}
              onChange={(v) => set('unit', v)}
            />
            <TextInput
              label="À-pris (kr)"
              required
              inputMode="decimal"
              value={values.price}
              error={errors.price}
              onChange={(e) => set('price', e.currentTarget.value)}
            />
            {netPricesVisible && (
              <TextInput
                label="Inköpspris (kr)"
                inputMode="decimal"
                value={values.purchasePrice}
                error={errors.purchasePrice}
                onChange={(e) => set('purchasePrice', e.currentTarget.value)}
              />
            )}
          </SimpleGrid>
          {kind === 'special' && (
            <>
              <Checkbox
                label="Ingår i dokumentets materialrabatt"
                checked={values.applyDiscount}
                onChange={(e) => set('applyDiscount', e.currentTarget.checked)}
              />
              <Checkbox
                label="Räknas inte med i materialets täckningsbidrag (TB)"
                checked={values.excludeFromTotalMaterialProfit}
                onChange={(e) => set('excludeFromTotalMaterialProfit', e.currentTarget.checked)}
              />
            </>
          )}
          {kind === 'free' && (
            <Text size="xs" c="dimmed">
              Ett tomt inköpspris räknas som 0 kr.
            </Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Avbryt
            </Button>
            <Button type="submit">Lägg till</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Artikeln finns redan i dokumentet' (api-spec §4 add-item mode ASK). */
export function DuplicateDialog({
  line,
  onChoose,
}: {
  line: DocumentItemData | null;
  onChoose: (choice: 'same' | 'new' | 'cancel') => void;
}) {
  return (
    <Modal
      opened={line !== null}
      onClose={() => onChoose('cancel')}
      title="Artikeln finns redan i dokumentet"
      size="sm"
    >
      <Stack gap="md">
        <Text size="sm">
          <b>{line?.code}</b> {line?.description} finns redan på en rad. Vill du öka antalet på den raden
          eller lägga till en ny rad?
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onChoose('cancel')}>
            Avbryt
          </Button>
          <Button variant="light" onClick={() => onChoose('new')}>
            Lägg till som ny rad
          </Button>
          <Button data-autofocus onClick={() => onChoose('same')}>
            Lägg till på samma rad
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
