import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for actions that destroy something. */
  danger?: boolean;
}

/** Resolves true on OK and false on Avbryt or when the dialog is dismissed. */
export function confirm({
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Avbryt',
  danger,
}: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      closeButtonProps: { 'aria-label': 'Stäng' },
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** A message the user acknowledges with OK. */
export function info({ title, message }: { title: string; message: ReactNode }) {
  return new Promise<void>((resolve) => {
    const id = modals.open({
      title,
      centered: true,
      closeButtonProps: { 'aria-label': 'Stäng' },
      onClose: () => resolve(),
      children: (
        <Stack gap="lg">
          {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
          <Group justify="flex-end">
            <Button onClick={() => modals.close(id)} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
