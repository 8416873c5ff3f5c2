/** The editor's top: back to the list, title and state, save status, and the document's actions. */
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { documentStatusLabels } from '@shared/domain/documents/document-kinds';
import { IconArrowBackUp, IconArrowLeft, IconCheck, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SendDocumentButton } from '../../emailing';
import { PrintDocumentButton } from '../../printing';
import { documentListPath } from '../document-paths';
import { DocumentRelationsActions } from '../relations/DocumentRelationsActions';
import { SendOrderButton, sentText } from './OrderSending';
import { SaveStatus } from './SaveStatus';
import type { DocumentEditorState } from './use-document-editor';
import type { useSendOrder } from './use-send-order';

export interface EditorToolbarProps {
  type: DocumentType;
  title: string;
  editor: DocumentEditorState;
  /** The order's send, for a kind that orders from the provider; null for every other kind. */
  sending: ReturnType<typeof useSendOrder> | null;
  canComplete: boolean;
  canUndoComplete: boolean;
  onComplete: () => void;
  onActualize: () => void;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { type, title, editor } = props;
  const { kind, server, readOnly } = editor;
  const completed = server?.completed ?? false;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={documentListPath(type)}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={14} />
          {kind.pluralLabel}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, md: 28 }} data-testid="document-title-heading">
            {title}
          </Title>
          {server && (
            <Badge variant="light" color={completed ? 'green' : 'gray'} tt="none">
              {documentStatusLabels[server.status]}
            </Badge>
          )}
          {server?.sentAt && (
            <Badge variant="light" color="blue" tt="none" data-testid="order-sent-badge">
              {sentText(server.sentAt)}
            </Badge>
          )}
        </Group>
        <SaveStatus
          status={editor.status}
          modifiedAt={server?.modifiedAt ?? null}
          readOnly={readOnly}
          linesNotCounted={server?.totals.invalidLines.length ?? 0}
        />
      </Stack>
      <EditorActions {...props} />
    </Group>
  );
}

function EditorActions({
  type,
  editor,
  sending,
  canComplete,
  canUndoComplete,
  onComplete,
  onActualize,
}: EditorToolbarProps) {
  const { server, readOnly } = editor;
  const prepare = async () => {
    await editor.settle();
    return !editor.dirty();
  };
  return (
    <Group gap="xs">
      <PrintDocumentButton docType={type} docUid={server?.uid ?? null} prepare={prepare} />
      <SendDocumentButton docType={type} docUid={server?.uid ?? null} prepare={prepare} />
      <DocumentRelationsActions
        type={type}
        docUid={server?.uid ?? null}
        hasRelations={server?.hasRelations ?? false}
        completed={server?.completed ?? false}
        prepare={prepare}
        onRelationsChanged={() => void editor.reload(true)}
      />
      {server?.mayBeActualized && !readOnly && (
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onActualize}>
          Uppdatera priser
        </Button>
      )}
      {canUndoComplete && (
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          loading={editor.action === 'undoComplete'}
          onClick={() => void editor.undoComplete()}
          data-testid="document-undo-complete"
        >
          Ångra slutförande
        </Button>
      )}
      {sending && <SendOrderButton server={server} readOnly={readOnly} sending={sending} />}
      {canComplete && (
        <Button
          leftSection={<IconCheck size={16} />}
          loading={editor.action === 'complete'}
          onClick={onComplete}
          data-testid="document-complete"
        >
          Slutför
        </Button>
      )}
    </Group>
  );
}
