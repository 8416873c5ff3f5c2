import { ActionIcon, Anchor, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changeQuantity, type PackRules, startQuantity } from '@shared/domain/basket-quantity';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { formatQuantity, unitAbbreviation } from '../catalogue';
import { QuantityStepper } from './QuantityStepper';
import { parseQuantityField } from './quantity-text';
import { changeBasket, useCanOrder } from './use-basket';

interface AddToBasketProps {
  productId: number;
  name: string;
  unit: string;
  active: boolean;
  /** Known on the product page: the stepper moves by the pack and starts at the minimum. */
  pack?: PackRules;
  /** A card or a list row: a small quantity field and a cart button. */
  compact?: boolean;
}

/** Puts a product in the employee's basket, with a quantity (api-spec §7.6 `/kiosk` basket update). */
export function AddToBasket({ productId, name, unit, active, pack, compact = false }: AddToBasketProps) {
  const canOrder = useCanOrder();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [quantity, setQuantity] = useState(pack ? startQuantity(pack) : 1000);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  if (!canOrder || !active) return null;

  async function add(amount: number | null) {
    setBusy(true);
    try {
      const result = await changeBasket({
        action: 'UPDATE',
        product: { productId },
        quantity: amount,
        mode: 'INCREMENT',
      });
      setTyped('');
      const line = result.lines.find((l) => l.productId === productId);
      notifications.show({
        color: 'green',
        title: 'Lagt i varukorgen',
        message: (
          <Stack gap={2}>
            <Text size="sm">
              {name}: {line ? formatQuantity(line.quantity, line.unit) : ''} i varukorgen
              {result.changed?.raisedToMinimum ? ' (minsta köp)' : ''}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void navigate('/montor/varukorg')}
            >
              Visa varukorgen
            </Anchor>
          </Stack>
        ),
        autoClose: 3500,
      });
    } catch (e) {
      if (isApiError(e) && !e.handled) {
        notifications.show({
          color: 'red',
          title: 'Varan kunde inte läggas i varukorgen',
          message: e.displayText,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  if (compact) {
    const submit = () => {
      const amount = typed.trim() === '' ? null : parseQuantityField(typed);
      if (amount === null && typed.trim() !== '') return setError('Ange ett antal');
      if (amount === 0) return setError('Ange minst 1');
      setError(null);
      void add(amount);
    };
    return (
      <Group gap={4} wrap="nowrap" data-testid="add-to-basket" style={{ position: 'relative', zIndex: 1 }}>
        <TextInput
          size="xs"
          w={56}
          placeholder="1"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          error={error !== null}
          title={error ?? undefined}
          inputMode="decimal"
          aria-label={`Antal ${name}`}
          styles={{ input: { textAlign: 'right' } }}
        />
        <Tooltip label={error ?? 'Lägg i varukorgen'} withArrow color={error ? 'red' : undefined}>
          <ActionIcon
            size={30}
            onClick={submit}
            loading={busy}
            aria-label={`Lägg ${name} i varukorgen`}
            data-testid="add-to-basket-button"
          >
            <IconShoppingCartPlus size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  const rules = pack ?? { quantityPerUnit: 1000, wholesaleQuantity: null, nonIntegralQuantity: false };
  const step = (mode: 'INCREMENT' | 'DECREMENT') => {
    const next = changeQuantity(quantity, mode, null, rules);
    if (next.ok && next.quantity > 0) setQuantity(next.quantity);
  };
  const set = (value: number) => {
    const next = changeQuantity(0, 'MANUAL', value, rules);
    if (next.ok && next.quantity > 0) setQuantity(next.quantity);
    else {
      notifications.show({
        color: 'red',
        message:
          !next.ok && next.reason === 'NON_INTEGRAL'
            ? `Artikeln säljs bara i hela ${unitAbbreviation(unit)}.`
            : 'Ange ett antal större än noll.',
      });
    }
    // A refused value puts the field back to the quantity (the stepper is remounted).
    setRevision((r) => r + 1);
  };
  return (
    <Group gap="sm" align="flex-start" data-testid="add-to-basket">
      <QuantityStepper
        key={revision}
        quantity={quantity}
        unit={unit}
        name={name}
        onStep={step}
        onSet={set}
        disabled={busy}
      />
      <Button
        leftSection={<IconShoppingCartPlus size={18} />}
        onClick={() => void add(quantity)}
        loading={busy}
        data-testid="add-to-basket-button"
      >
        Lägg i varukorgen
      </Button>
    </Group>
  );
}
