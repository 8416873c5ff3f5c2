import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  bpToInput,
  type InputResult,
  inputToBp,
  inputToOre,
  inputToQuantity,
  oreToInput,
  percentTextToBp,
  quantityToInput,
} from './numbers';

interface ParsedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: number | null;
  /** Called with each readable value (null: emptied); a typo stays in the field with its message. */
  onChange: (value: number | null) => void;
}

interface ParserProps extends ParsedInputProps {
  parse: (text: string) => InputResult;
  format: (value: number | null) => string;
  /** A rule on a readable value (a range); returns the message to show, or null. */
  check?: (value: number | null) => string | null;
}

/**
 * A text field over a number: what the user types stays as typed ("1 234,50"), the number goes out as
 * soon as the text reads as one. A value set from outside (undo, reload) replaces the text unless the
 * text already means it.
 */
function ParsedInput({ value, onChange, parse, format, check, error, onBlur, ...rest }: ParserProps) {
  const [text, setText] = useState(() => format(value));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    setText((current) => {
      const parsed = parse(current);
      return parsed.ok && parsed.value === value ? current : format(value);
    });
  }, [value, parse, format]);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      error={message ?? error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = parse(next);
        const refused = parsed.ok ? (check?.(parsed.value) ?? null) : parsed.error;
        setMessage(refused);
        if (parsed.ok && refused === null) onChange(parsed.value);
      }}
      onBlur={(event) => {
        // A readable value is shown the way it will be printed once the user moves on.
        const parsed = parse(text);
        if (parsed.ok && message === null) setText(format(parsed.value));
        onBlur?.(event);
      }}
    />
  );
}

function inRange(min: number | undefined, max: number | undefined, message: string) {
  return (value: number | null) =>
    value !== null && ((min !== undefined && value < min) || (max !== undefined && value > max))
      ? message
      : null;
}

/** An amount in kronor typed ("1 234,50"), kept in öre (123 450). */
export function MoneyInput(props: ParsedInputProps) {
  return <ParsedInput rightSection="kr" {...props} parse={inputToOre} format={oreToInput} />;
}

/** The one percent parser as an input result, where an emptied field means 0 % rather than no value. */
function inputToBpOrZero(text: string): InputResult {
  const parsed = percentTextToBp(text);
  return parsed.ok ? { ok: true, value: parsed.bp } : { ok: false, error: parsed.message };
}

/**
 * A percentage typed ("12,5"), kept in basis points (1 250); `minBp`/`maxBp` bound it (default 0–100 %).
 * `emptyIsZero`: an emptied field is 0 % (a document's discount, a markup), and stays empty while typing.
 */
export function PercentInput({
  minBp = 0,
  maxBp = 10_000,
  emptyIsZero = false,
  ...props
}: ParsedInputProps & { minBp?: number; maxBp?: number; emptyIsZero?: boolean }) {
  const message = `Ange ${bpToInput(minBp)}–${bpToInput(maxBp)} %`;
  return (
    <ParsedInput
      rightSection="%"
      {...props}
      parse={emptyIsZero ? inputToBpOrZero : inputToBp}
      format={bpToInput}
      check={inRange(minBp, maxBp, message)}
    />
  );
}

/** A quantity typed ("1,5"), never negative. */
export function QuantityInput(props: ParsedInputProps) {
  return <ParsedInput {...props} parse={inputToQuantity} format={quantityToInput} />;
}
