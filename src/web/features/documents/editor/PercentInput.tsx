import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { bpToPercentText, percentTextToBp } from '../../../kit';

interface PercentInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  valueBp: number;
  onChangeBp: (bp: number) => void;
  maxBp?: number;
}

/** "12,5" typed, 1 250 basis points stored; a typo stays in the field with its message until fixed. */
export function PercentInput({ valueBp, onChangeBp, maxBp = 10_000, error, ...rest }: PercentInputProps) {
  const [text, setText] = useState(() => bpToPercentText(valueBp));
  const [message, setMessage] = useState<string | null>(null);
  // Undo or a reload changes the value from outside: show it unless the text already means it.
  useEffect(() => {
    setText((current) => {
      const parsed = percentTextToBp(current);
      return parsed.ok && parsed.bp === valueBp ? current : bpToPercentText(valueBp);
    });
  }, [valueBp]);
  return (
    <TextInput
      {...rest}
      inputMode="decimal"
      rightSection="%"
      value={text}
      error={message ?? error}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const parsed = percentTextToBp(next);
        if (!parsed.ok) setMessage(parsed.message);
        else if (parsed.bp < 0 || parsed.bp > maxBp) setMessage(`Ange 0–${bpToPercentText(maxBp)} %`);
        else {
          setMessage(null);
          onChangeBp(parsed.bp);
        }
      }}
    />
  );
}
