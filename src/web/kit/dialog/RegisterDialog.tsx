import { Modal } from '@mantine/core';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { confirmClosingUnsaved } from '../form/use-unsaved-changes';

type RegisterClose = (close: () => void) => void;
const CloseGuard = createContext<RegisterClose>(() => undefined);

/**
 * The edit dialog of a register (own article, comment, price): the form inside is mounted per opening,
 * so a new record always starts empty, and decides through `useDialogClose` whether closing by ×, Esc
 * or Avbryt needs a question first.
 */
export function RegisterDialog({
  opened,
  onClose,
  title,
  size = 600,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: number | string;
  children: ReactNode;
}) {
  const requestClose = useRef<() => void>(onClose);
  return (
    <Modal
      opened={opened}
      onClose={() => requestClose.current()}
      title={title}
      size={size}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {opened && (
        <CloseGuard.Provider
          value={(close) => {
            requestClose.current = close;
          }}
        >
          {children}
        </CloseGuard.Provider>
      )}
    </Modal>
  );
}

/** Closes the dialog, asking first when the form has unsaved edits. */
export function useDialogClose(isDirty: () => boolean, onClose: () => void) {
  const register = useContext(CloseGuard);
  const close = async () => {
    if (isDirty() && !(await confirmClosingUnsaved())) return;
    onClose();
  };
  register(() => void close());
  return close;
}
