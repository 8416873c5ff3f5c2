import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Document, DocumentFormConfig } from '@shared/api/documents';
import { type DocumentType, documentStatusLabels } from '@shared/domain/documents/document-kinds';
import { IconArrowBackUp, IconArrowLeft, IconCheck, IconLock, IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../session/session-store';
import { confirm } from '../../../shell/dialogs';
import { usePageTitle } from '../../../shell/use-page-title';
import { documentEditPath, documentListPath } from '../document-paths';
import { DocumentGrid } from '../grid/DocumentGrid';
import { DocumentRelationsActions } from '../relations/DocumentRelationsActions';
import { ActualizeDialog } from './ActualizeDialog';
import { CommentsSection } from './CommentsSection';
import { ConflictDialog } from './ConflictDialog';
import { CopyItemsDialog } from './CopyItemsDialog';
import { DeliverySection } from './DeliverySection';
import classes from './DocumentEditor.module.css';
import type { Draft } from './draft';
import { HeaderForm } from './HeaderForm';
import { SendOrderButton, sentText, withSendErrors } from './OrderSending';
import { SaveStatus } from './SaveStatus';
import { SendOrderDialog } from './SendOrderDialog';
import { TotalsBar, TotalsPanel } from './TotalsPanel';
import { useDocumentEditor } from './use-document-editor';
import { useLeaveGuard, useUndoShortcut } from './use-editor-shortcuts';
import { useSendOrder } from './use-send-order';

interface DocumentEditorProps {
  type: DocumentType;
  config: DocumentFormConfig;
  initial: Document | null;
  blank: Draft;
  onCreated: (docUid: string) => void;
}

/** One editor for every kind of document (docs/decisions/0010): header, lines, totals, comments. */
export function DocumentEditor(props: DocumentEditorProps) {
  const { type, config } = props;
  const editor = useDocumentEditor(props);
  const { kind, server, draft, readOnly, errors } = editor;
  const phone = useMediaQuery('(max-width: 62em)');
  const [clientCaption, setClientCaption] = useState<string | null>(null);
  const [copyUids, setCopyUids] = useState<string[] | null>(null);
  const [actualizing, setActualizing] = useState(false);
  const docUid = server?.uid ?? null;
  // Customer orders (issue #7): the Leverans section and the send to the provider.
  const isOrder = type === 'CUSTOMER_ORDER';
  const sending = useSendOrder(editor);
  const session = useSession();
  const shownErrors = isOrder ? withSendErrors(errors, sending.errors) : errors;

  const title =
    server?.number != null
      ? `${kind.label} ${server.number}`
      : docUid
        ? `${kind.label} – utkast`
        : kind.newLabel;
  usePageTitle(title);
  useUndoShortcut(editor.undo);
  const ownPath = useCallback(
    (pathname: string) => {
      const uid = editor.docUid();
      return uid !== null && pathname === documentEditPath(type, uid);
    },
    [editor.docUid, type],
  );
  useLeaveGuard(editor.dirty, ownPath);

  const prepare = useCallback(async () => {
    await editor.settle();
    return editor.version();
  }, [editor.settle, editor.version]);

  async function complete() {
    const done = await editor.complete();
    if (done) notifications.show({ color: 'green', message: `${kind.label} är slutförd` });
    else requestAnimationFrame(focusFirstError);
  }

  async function discardMine() {
    const sure = await confirm({
      title: 'Släppa dina ändringar?',
      message: 'Det du har ändrat sedan den senaste sparningen försvinner och den andra versionen visas.',
      confirmLabel: 'Släpp mina ändringar',
      danger: true,
    });
    if (sure) await editor.reload(false);
  }

  const completed = server?.completed ?? false;
  const locked = server?.locked ?? false;
  // A customer order is completed by sending it.
  const canComplete = kind.completion !== 'NONE' && !completed && !readOnly && !isOrder;
  const canUndoComplete = completed && !locked && kind.completion === 'UNDOABLE';
  const clientName =
    server?.client && server.client.uid === draft.header.clientUid ? server.client.caption : null;
  const totals = (
    <TotalsComponent
      phone={Boolean(phone)}
      totals={editor.totals}
      netPricesVisible={config.netPricesVisible}
      reverseTaxLiability={draft.header.reverseTaxLiability}
    />
  );

  return (
    <Container
      fluid
      px={{ base: 'xs', sm: 'md', lg: 'xl' }}
      py={{ base: 'sm', md: 'lg' }}
      className={classes.phonePadding}
    >
      <Stack gap="md">
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
            <SaveStatus status={editor.status} modifiedAt={server?.modifiedAt ?? null} readOnly={readOnly} />
          </Stack>
          <Group gap="xs">
            <DocumentRelationsActions
              type={type}
              docUid={docUid}
              hasRelations={server?.hasRelations ?? false}
              prepare={async () => {
                await editor.settle();
                return !editor.dirty();
              }}
              onRelationsChanged={() => void editor.reload(true)}
            />
            {server?.mayBeActualized && !readOnly && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={() => setActualizing(true)}
              >
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
            {isOrder && <SendOrderButton server={server} readOnly={readOnly} sending={sending} />}
            {canComplete && (
              <Button
                leftSection={<IconCheck size={16} />}
                loading={editor.action === 'complete'}
                onClick={() => void complete()}
                data-testid="document-complete"
              >
                Slutför
              </Button>
            )}
          </Group>
        </Group>

        {readOnly && server && (
          <Alert
            color={locked ? 'blue' : 'green'}
            variant="light"
            icon={<IconLock size={18} />}
            data-testid="readonly-banner"
          >
            {server.sentAt
              ? `${sentText(server.sentAt)} till leverantören. En skickad beställning kan inte ändras.`
              : locked
                ? `${kind.label} är låst och kan inte ändras.${kind.completion === 'LOCKS' ? ' Rätta en slutförd faktura med en kreditfaktura.' : ''}`
                : completed
                  ? `${kind.label} är slutförd${server.number != null ? ` med nummer ${server.number}` : ''} och kan inte ändras.${canUndoComplete ? ' Ångra slutförandet för att ändra den.' : ''}`
                  : 'Du kan läsa dokumentet men inte ändra det.'}
          </Alert>
        )}
        {errors.general.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title="Rätta det här innan du slutför"
            data-testid="document-errors"
          >
            {errors.general.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}

        <div className={classes.layout}>
          <Stack gap="md" miw={0}>
            <HeaderForm
              kind={kind}
              header={draft.header}
              config={config}
              clientCaption={clientName ?? clientCaption}
              readOnly={readOnly}
              errors={shownErrors.header}
              onChange={isOrder ? sending.onHeaderChange : editor.changeHeader}
              onClientChosen={setClientCaption}
            />
            {isOrder && (
              <DeliverySection
                header={draft.header}
                readOnly={readOnly}
                errors={sending.errors.fields}
                defaultWarehouseCode={docUid ? (session?.defaultWarehouseCode ?? null) : null}
                onChange={sending.onHeaderChange}
              />
            )}
            {kind.hasItems && (
              <DocumentGrid
                docType={type}
                docUid={docUid}
                clientUid={draft.header.clientUid}
                items={draft.items}
                serverItems={editor.serverItems}
                pricing={editor.pricing}
                config={config}
                readOnly={readOnly}
                cellErrors={shownErrors.cells}
                onChange={editor.changeItems}
                onUndo={editor.undo}
                onCopyItems={setCopyUids}
              />
            )}
            <CommentsSection comments={editor.comments} canAdd={docUid !== null} onAdd={editor.addComment} />
          </Stack>
          {!phone && <aside className={classes.aside}>{totals}</aside>}
        </div>
        {phone && totals}
      </Stack>

      <ConflictDialog
        opened={editor.status.kind === 'conflict'}
        busy={editor.action === 'reload'}
        onReloadKeepingEdits={() => void editor.reload(true)}
        onReloadDiscardingEdits={() => void discardMine()}
      />
      {docUid && (
        <ActualizeDialog
          opened={actualizing}
          docType={type}
          docUid={docUid}
          prepare={prepare}
          onClose={() => setActualizing(false)}
          onApplied={(doc, count) => {
            editor.replaceFromServer(doc, 'Uppdatera priser');
            setActualizing(false);
            notifications.show({
              color: 'green',
              message: `${count} ${count === 1 ? 'rad fick' : 'rader fick'} dagens pris`,
            });
          }}
        />
      )}
      {isOrder && (
        <SendOrderDialog
          step={sending.step}
          header={draft.header}
          lineCount={draft.items.length}
          onSend={(check) => void sending.send(check)}
          onClose={sending.close}
        />
      )}
      <CopyItemsDialog
        itemUids={copyUids}
        docType={type}
        docUid={docUid}
        prepare={prepare}
        onClose={() => setCopyUids(null)}
      />
    </Container>
  );
}

function TotalsComponent({ phone, ...props }: { phone: boolean } & Parameters<typeof TotalsPanel>[0]) {
  return phone ? <TotalsBar {...props} /> : <TotalsPanel {...props} />;
}

function focusFirstError() {
  const field = document.querySelector<HTMLElement>('[aria-invalid="true"], [data-cell-error="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
}
