import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { type Attachment, attachmentsApi, formatFileSize } from '@shared/api/attachments.api';
import { endpointUrl } from '@shared/api/endpoint';
import { formatDateTime } from '@shared/domain/format';
import {
  type Icon,
  IconDownload,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileWord,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import classes from './AttachmentsSection.module.css';

/**
 * The file's address: the browser itself opens it in a tab (inline) or saves it (decision 0018), so the
 * bytes never pass through JavaScript and no popup blocker stands in the way of a plain link.
 */
export function attachmentUrl(attachment: Attachment, docUid: string, inline: boolean): string {
  const query = new URLSearchParams({
    attachmentUid: attachment.attachmentUid,
    docUid,
    inline: String(inline),
  });
  return `${endpointUrl(attachmentsApi.open)}?${query}`;
}

function iconOf(fileType: string): Icon {
  if (fileType.startsWith('image/')) return IconPhoto;
  if (fileType === 'application/pdf') return IconFileTypePdf;
  if (fileType.includes('wordprocessing') || fileType.includes('opendocument.text')) return IconFileWord;
  if (fileType.includes('spreadsheet') || fileType.startsWith('text/csv')) return IconFileSpreadsheet;
  if (fileType.startsWith('text/')) return IconFileText;
  return IconFile;
}

export function AttachmentRow({
  attachment,
  docUid,
  onDelete,
}: {
  attachment: Attachment;
  docUid: string;
  /** Absent where attachments may not be removed (a completed invoice). */
  onDelete?: () => void;
}) {
  const TypeIcon = iconOf(attachment.fileType);
  const meta = [
    formatFileSize(attachment.fileSize),
    attachment.employee?.caption,
    formatDateTime(attachment.createdDate),
  ].filter(Boolean);
  return (
    <li className={classes.row} data-testid="attachment-row">
      <TypeIcon size={22} color="var(--mantine-color-gray-7)" aria-hidden style={{ flexShrink: 0 }} />
      <div className={classes.rowText}>
        <Anchor
          href={attachmentUrl(attachment, docUid, true)}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={500}
          className={classes.name}
          data-testid="attachment-open"
        >
          {attachment.fileName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {meta.join(' · ')}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Ladda ner">
          <ActionIcon
            component="a"
            href={attachmentUrl(attachment, docUid, false)}
            download={attachment.fileName}
            variant="subtle"
            aria-label={`Ladda ner ${attachment.fileName}`}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
        {onDelete && (
          <Tooltip label="Ta bort">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Ta bort ${attachment.fileName}`}
              onClick={onDelete}
              data-testid="attachment-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </li>
  );
}
