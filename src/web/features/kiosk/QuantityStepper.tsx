import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { unitAbbreviation } from '../catalogue';
import { parseQuantityField, quantityFieldText } from './quantity-text';

interface QuantityStepperProps {
  /** Thousandths. */
  quantity: number;
  unit: string;
  /** The name the buttons' labels say what they change for. */
  name: string;
  disabled?: boolean;
  onStep: (mode: 'INCREMENT' | 'DECREMENT') => void;
  /** A typed quantity in thousandths (0 removes a basket line). */
  onSet: (quantity: number) => void;
}

/** − [antal] + : the buttons step one pack, the field takes a typed quantity (Swedish decimal comma). */
export function QuantityStepper({ quantity, unit, name, disabled, onStep, onSet }: QuantityStepperProps) {
  const [text, setText] = useState(quantityFieldText(quantity));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(quantityFieldText(quantity));
    setError(null);
  }, [quantity]);

  const commit = () => {
    const typed = parseQuantityField(text);
    if (typed === null) {
      setError('Ange ett antal');
      return;
    }
    setError(null);
    if (typed !== quantity) onSet(typed);
  };

  return (
    <Group gap={4} wrap="nowrap" data-testid="quantity-stepper">
      <ActionIcon
        variant="default"
        size={34}
        onClick={() => onStep('DECREMENT')}
        disabled={disabled}
        aria-label={`Minska antal ${name}`}
        data-testid="quantity-decrement"
      >
        <IconMinus size={16} />
      </ActionIcon>
      <TextInput
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        error={error}
        disabled={disabled}
        w={92}
        inputMode="decimal"
        aria-label={`Antal ${name}`}
        rightSection={
          <span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{unitAbbreviation(unit)}</span>
        }
        rightSectionWidth={34}
        styles={{ input: { textAlign: 'right' } }}
        data-testid="quantity-input"
      />
      <ActionIcon
        variant="default"
        size={34}
        onClick={() => onStep('INCREMENT')}
        disabled={disabled}
        aria-label={`Öka antal ${name}`}
        data-testid="quantity-increment"
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
