import { Input, Skeleton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useRef } from 'react';

/** The editor and tiptap load with the first form that has one: the firms' pages never carry them. */
const RichTextEditorField = lazy(() => import('./RichTextEditorField'));

export interface RichTextInputProps {
  label: ReactNode;
  /** HTML as the editor writes it (`<p>`, `<strong>`, `<h2>`, lists, links); '' when nothing is written. */
  value?: string;
  onChange: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  /** The writing area's least height in pixels. */
  minHeight?: number;
  id?: string;
}

/**
 * Formatted text for what the provider publishes (content sections, news, messages): bold, italic, two
 * heading levels, lists, links, undo and redo, with Swedish names on every button. Label, description and
 * error sit like any other input's, and a form's `getInputProps` fits it; the server sanitises what is
 * saved whatever the editor sends.
 */
export function RichTextInput({
  label,
  value = '',
  onChange,
  onFocus,
  onBlur,
  error,
  description,
  withAsterisk,
  minHeight = 160,
  id,
}: RichTextInputProps) {
  const base = useId(id);
  const focus = useRef<(() => void) | null>(null);
  const describedBy = [description ? `${base}-description` : null, error ? `${base}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      id={base}
      label={label}
      labelElement="div"
      labelProps={{ onClick: () => focus.current?.() }}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
    >
      <Suspense fallback={<Skeleton h={minHeight + 44} radius="sm" />}>
        <RichTextEditorField
          value={value}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
          labelId={`${base}-label`}
          describedBy={describedBy || undefined}
          invalid={Boolean(error)}
          minHeight={minHeight}
          focusRef={focus}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
