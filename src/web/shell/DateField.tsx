import { DateInput, type DateInputProps, DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/sv';

dayjs.extend(customParseFormat);

/**
 * Dates are shown and typed as ÅÅÅÅ-MM-DD whatever the browser's language (a native date input follows
 * the browser's locale, so an English browser showed 11/19/2026). Values stay the wire's plain date text.
 */
const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

function parseTyped(text: string): string | null {
  const trimmed = text.trim();
  const parsed = dayjs(trimmed, [DATE_FORMAT, 'YYYYMMDD', 'YYMMDD'], true);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : null;
}

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> {
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
  maxDate?: string | null;
}

export function DateField({ value, onChange, minDate, maxDate, ...rest }: DateFieldProps) {
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      placeholder="ÅÅÅÅ-MM-DD"
      dateParser={parseTyped}
      leftSection={<IconCalendar size={16} />}
      value={value || null}
      onChange={(next) => onChange(next ? dayjs(next).format(DATE_FORMAT) : null)}
      minDate={minDate ?? undefined}
      maxDate={maxDate ?? undefined}
      {...rest}
    />
  );
}

interface DateTimeFieldProps extends Omit<DateTimePickerProps, 'value' | 'onChange' | 'minDate'> {
  /** `YYYY-MM-DDTHH:mm` as the work order's planned dates are stored. */
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
}

export function DateTimeField({ value, onChange, minDate, ...rest }: DateTimeFieldProps) {
  return (
    <DateTimePicker
      valueFormat={DATE_TIME_FORMAT}
      placeholder="ÅÅÅÅ-MM-DD TT:MM"
      leftSection={<IconCalendar size={16} />}
      value={value ? value.replace('T', ' ') : null}
      onChange={(next) => onChange(next ? dayjs(next).format('YYYY-MM-DDTHH:mm') : null)}
      minDate={minDate ?? undefined}
      {...rest}
    />
  );
}
