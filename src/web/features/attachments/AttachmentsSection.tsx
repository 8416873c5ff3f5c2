import { Alert, Badge, Group, Loader, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { type AttachmentSpace, formatFileSize } from '@shared/api/attachments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconAlertTriangle, IconPaperclip } from '@tabler/icons-react';
import { AttachmentDropZone } from './AttachmentDropZone';
import { AttachmentRow } from './AttachmentRow';
import { type FileProblem, useAttachments } from './use-attachments';

function SpaceMeter({ space }: { space: AttachmentSpace }) {
  const used = `${formatFileSize(space.consumptionBytes)} av ${formatFileSize(space.totalSizeSpace)} används`;
  const color = space.consumptionPercent >= 90 ? 'red' : space.consumptionPercent >= 75 ? 'orange' : 'blue';
  return (
    <Stack gap={4} data-testid="attachment-space">
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Företagets utrymme för bilagor: {used}
        </Text>
        <Text size="xs" c="dimmed">
          Högst {formatFileSize(space.attachmentSizeLimit)} per fil
        </Text>
      </Group>
      <Progress
        value={Math.max(space.consumptionPercent, space.consumptionBytes > 0 ? 1 : 0)}
        color={color}
        size="sm"
        aria-label={`Utrymme för bilagor: ${used}`}
      />
    </Stack>
  );
}

function Problems({ problems }: { problems: FileProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={problems.length === 1 ? 'Filen bifogades inte' : `${problems.length} filer bifogades inte`}
      role="alert"
      data-testid="attachment-problems"
    >
      <Stack gap={4}>
        {problems.map((p) => (
          <Text size="sm" key={p.id}>
            <b>{p.fileName}</b>: {p.text}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * The editor's attachments (issue #15, decision 0028): photos of the site, a signed offer, drawings.
 * Added by the button or by dropping files, opened in a new tab, saved, removed; the firm's space shown.
 */
export function AttachmentsSection({ docType, docUid }: { docType: DocumentType; docUid: string | null }) {
  const { query, uploading, problems, upload, remove } = useAttachments(docType, docUid);
  const list = query.data;
  const hint =
    docUid === null
      ? 'Filer kan bifogas när dokumentet är sparat'
      : list && !list.mayUpload
        ? 'Grossistens dokument tar inte emot bilagor'
        : list && list.space.availabilityBytes === 0
          ? 'Utrymmet för bilagor är fullt'
          : null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="attachments-title"
      data-testid="document-attachments"
    >
      <Group justify="space-between" mb="xs">
        <Group gap={6}>
          <IconPaperclip size={18} aria-hidden />
          <Text fw={600} id="attachments-title">
            Bilagor
          </Text>
          {list && list.attachments.length > 0 && (
            <Badge variant="light" size="sm" aria-label={`${list.attachments.length} bilagor`}>
              {list.attachments.length}
            </Badge>
          )}
        </Group>
      </Group>
      <Stack gap="sm">
        {docUid !== null && query.isPending && <Skeleton h={40} />}
        {list && list.attachments.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="attachments-empty">
            Inga bilagor ännu. Bifoga foton från arbetsplatsen, ritningar eller en signerad offert.
          </Text>
        )}
        {list && docUid !== null && list.attachments.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Bifogade filer">
            {list.attachments.map((a) => (
              <AttachmentRow
                key={a.attachmentUid}
                attachment={a}
                docUid={docUid}
                onDelete={list.mayDelete ? () => void remove(a.attachmentUid, a.fileName) : undefined}
              />
            ))}
          </ul>
        )}
        {list && !list.mayDelete && list.mayUpload && list.attachments.length > 0 && (
          <Text size="xs" c="dimmed">
            Bilagorna hör till ett slutfört bokföringsunderlag och sparas med det; de kan inte tas bort.
          </Text>
        )}
        {uploading.length > 0 && (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">Bifogar {uploading[0]} …</Text>
          </Group>
        )}
        <Problems problems={problems} />
        {list?.mayUpload === false ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : (
          <AttachmentDropZone
            disabled={hint !== null || query.isPending}
            busy={uploading.length > 0}
            hint={hint}
            onFiles={(files) => void upload(files)}
          />
        )}
        {list && <SpaceMeter space={list.space} />}
      </Stack>
    </Paper>
  );
}
