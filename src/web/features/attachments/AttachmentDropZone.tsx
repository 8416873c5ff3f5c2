import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import classes from './AttachmentsSection.module.css';

/**
 * What the file picker offers (a phone offers its camera for `image/*`). Only a hint: the server decides
 * by the bytes, so a file chosen under "all files" is still checked the same way.
 */
const PICKER_ACCEPT = [
  'image/*',
  'application/pdf',
  '.heic',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.txt',
  '.csv',
].join(',');

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Files dropped on the area or chosen with its button. The button is the keyboard's and screen reader's
 * way in; dropping is the mouse's shortcut to the same thing.
 */
export function AttachmentDropZone({
  disabled,
  busy,
  hint,
  onFiles,
}: {
  disabled: boolean;
  busy: boolean;
  /** Why nothing can be attached yet, shown instead of the drop text. */
  hint: string | null;
  onFiles: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses; counting keeps the highlight steady.
  const depth = useRef(0);
  const resetPicker = useRef<() => void>(null);

  const leave = () => {
    depth.current = 0;
    setOver(false);
  };

  return (
    <div
      className={classes.dropZone}
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      data-testid="attachment-drop-zone"
      onDragEnter={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        // Without preventDefault the browser opens the dropped file itself.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        event.preventDefault();
        leave();
        if (disabled) return;
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      <Group gap="sm" justify="center" wrap="wrap">
        <IconCloudUpload size={26} className={classes.dropIcon} aria-hidden />
        <Stack gap={2} align="center" className={classes.dropText}>
          {hint || over ? (
            <Text size="sm" fw={500}>
              {hint ?? 'Släpp filerna för att bifoga dem'}
            </Text>
          ) : (
            <>
              <Text size="sm" fw={500} visibleFrom="sm">
                Dra och släpp filer här
              </Text>
              {/* A phone has nothing to drag from; its picker offers the camera. */}
              <Text size="sm" fw={500} hiddenFrom="sm">
                Ta ett foto eller välj filer
              </Text>
            </>
          )}
          {!hint && (
            <Text size="xs" c="dimmed">
              PDF, bilder (även HEIC från mobilen), Office-dokument och text
            </Text>
          )}
        </Stack>
        <FileButton
          multiple
          accept={PICKER_ACCEPT}
          resetRef={resetPicker}
          disabled={disabled}
          onChange={(files) => {
            if (files.length > 0) onFiles(files);
            // Choosing the same file again after a refusal must fire onChange again.
            resetPicker.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="sm"
              leftSection={<IconUpload size={16} />}
              loading={busy}
              disabled={disabled}
            >
              Välj filer
            </Button>
          )}
        </FileButton>
      </Group>
    </div>
  );
}
