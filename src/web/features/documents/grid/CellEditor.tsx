import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import classes from './DocumentGrid.module.css';
import type { CellKind } from './grid-columns';

export const UNITS_LIST_ID = 'montor-grid-units';

/**
 * The text field of a cell being edited. It reports every keystroke (the line and the totals follow at
 * once) and hands navigation keys to the grid with the current text.
 */
export function CellEditor({
  kind,
  initialText,
  replaced,
  align,
  label,
  error,
  onText,
  onKey,
  onBlur,
  onQuantityInput,
}: {
  kind: CellKind;
  initialText: string;
  /** The editor was opened by typing a character: it replaces the value, caret at the end. */
  replaced: boolean;
  align: 'left' | 'right' | 'center';
  label: string;
  error: string | null;
  onText: (text: string) => void;
  onKey: (event: KeyboardEvent, text: string, multiline: boolean) => void;
  onBlur: (text: string) => void;
  /** Marks the quantity cell's input for the typing-to-totals benchmark. */
  onQuantityInput?: () => void;
}) {
  const [text, setText] = useState(initialText);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const multiline = kind === 'richText';

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the editor opens
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    if (replaced) {
      el.setSelectionRange(el.value.length, el.value.length);
      // The key that opened the editor is the first keystroke of the new value.
      onQuantityInput?.();
      onText(initialText);
    } else el.select();
  }, []);

  const change = (value: string) => {
    onQuantityInput?.();
    setText(value);
    onText(value);
  };

  const common = {
    ref,
    value: text,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    title: error ?? undefined,
    onKeyDown: (e: KeyboardEvent) => onKey(e, textRef.current, multiline),
    onBlur: () => onBlur(textRef.current),
    spellCheck: kind === 'richText' || (kind === 'text' && label.startsWith('Benämning')),
  };
  const className = [
    classes.editor,
    align === 'right' ? classes.right : '',
    error ? classes.invalid : '',
    multiline ? classes.textareaEditor : '',
  ].join(' ');

  if (multiline) {
    return (
      <textarea
        {...common}
        className={className}
        rows={Math.min(8, Math.max(3, text.split('\n').length + 1))}
        onChange={(e) => change(e.currentTarget.value)}
      />
    );
  }
  return (
    <input
      {...common}
      className={className}
      inputMode={kind === 'number' ? 'decimal' : undefined}
      list={kind === 'select' ? UNITS_LIST_ID : undefined}
      autoComplete="off"
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}
