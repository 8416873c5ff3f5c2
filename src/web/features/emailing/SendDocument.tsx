import { Button, Modal, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { SendDocumentDialog } from './SendDocumentDialog';

export { DocumentMailLog } from './DocumentMailLog';

export interface SendDocumentButtonProps {
  docType: DocumentType;
  /** Null before the first save: nothing to send yet. */
  docUid: string | null;
  /** Saves pending edits; false when the document could not be saved (send nothing then). */
  prepare: () => Promise<boolean>;
}

/** The editor's "Skicka med e-post": saves pending edits, then the dialog with a fresh idempotency key. */
export function SendDocumentButton({ docType, docUid, prepare }: SendDocumentButtonProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [key, setKey] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function open() {
    setPreparing(true);
    try {
      if (await prepare()) setKey(crypto.randomUUID());
    } finally {
      setPreparing(false);
    }
  }

  const button = (
    <Button
      variant="default"
      leftSection={<IconMail size={16} />}
      disabled={docUid === null}
      loading={preparing}
      onClick={() => void open()}
      data-testid="send-mail-button"
    >
      Skicka med e-post
    </Button>
  );
  return (
    <>
      {docUid === null ? (
        <Tooltip label="Dokumentet kan skickas när det är sparat">
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Modal
        opened={key !== null && docUid !== null}
        onClose={() => setKey(null)}
        title="Skicka med e-post"
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Stäng' }}
      >
        {key !== null && docUid !== null && (
          <SendDocumentDialog
            docType={docType}
            docUid={docUid}
            idempotencyKey={key}
            onDone={() => setKey(null)}
          />
        )}
      </Modal>
    </>
  );
}
