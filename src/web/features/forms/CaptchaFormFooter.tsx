import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CaptchaField, type CaptchaState } from './CaptchaField';

/**
 * The end of every visitor form: the captcha (when asked), a refusal no field owns, the note on starred
 * fields and the send button (with `before` it, e.g. Avbryt in a dialog).
 */
export function CaptchaFormFooter({
  captcha,
  captchaError,
  onCaptchaAnswer,
  general,
  sending,
  submitLabel,
  before,
  size = 'md',
}: {
  captcha: CaptchaState | null;
  captchaError: string | undefined;
  onCaptchaAnswer: () => void;
  general: string | null;
  sending: boolean;
  submitLabel: string;
  before?: ReactNode;
  size?: 'sm' | 'md';
}) {
  return (
    <>
      {captcha && <CaptchaField captcha={captcha} error={captchaError} onAnswer={onCaptchaAnswer} />}
      {general && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {general}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        <Text size="xs" c="dimmed">
          Fält markerade med * måste fyllas i.
        </Text>
        <Group gap="sm">
          {before}
          <Button type="submit" size={size} loading={sending} disabled={captcha !== null && !captcha.ready}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </>
  );
}
