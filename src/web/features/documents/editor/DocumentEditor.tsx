import { Container, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Document, DocumentFormConfig } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useCallback, useState } from 'react';
import { useUnsavedChangesPrompt } from '../../../kit';
import { useSession } from '../../../session/session-store';
import { usePageTitle } from '../../../shell/use-page-title';
import { AttachmentsSection } from '../../attachments';
import { CalendarSection } from '../../calendar';
import { ClientLinkSection } from '../../clientLinks';
import { EInvoiceSection } from '../../eInvoice';
import { DocumentMailLog } from '../../emailing';
import { RemindersSection } from '../../paymentReminders';
import { PaymentsSection } from '../../payments';
import { InvoiceRotCase, TaxDeductionSection } from '../../taxDeduction';
import { TimeLogSection, WorkOrderPlanning } from '../../timeLogs';
import { documentEditPath } from '../document-paths';
import { DocumentGrid } from '../grid/DocumentGrid';
import { InterestInvoiceSection } from '../interest/InterestInvoiceSection';
import { useRowTotals } from '../interest/use-interest-rows';
import { kindModules } from '../kinds';
import { CreateFromMenu } from '../relations/CreateFromMenu';
import { CommentsSection } from './CommentsSection';
import { DeliverySection } from './DeliverySection';
import classes from './DocumentEditor.module.css';
import type { Draft } from './draft';
import { EditorDialogs } from './EditorDialogs';
import { GeneralErrors, ReadOnlyBanner } from './EditorNotices';
import { EditorToolbar } from './EditorToolbar';
import { HeaderForm } from './HeaderForm';
import { withSendErrors } from './OrderSending';
import { TotalsBar, TotalsPanel } from './TotalsPanel';
import { type DocumentEditorState, useDocumentEditor } from './use-document-editor';
import { useUndoShortcut } from './use-editor-shortcuts';
import { useSendOrder } from './use-send-order';
import { VatExplanation } from './VatExplanation';

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
  const { kind, server, readOnly } = editor;
  const [copyUids, setCopyUids] = useState<string[] | null>(null);
  const [actualizing, setActualizing] = useState(false);
  // Customer orders (issue #7): the Leverans section and the send to the provider.
  const isOrder = kindModules[type].ordersFromProvider;
  const sending = useSendOrder(editor);
  const title = documentTitle(editor);
  usePageTitle(title);
  useEditorGuards(type, editor);

  async function complete() {
    const done = await editor.complete();
    if (done) notifications.show({ color: 'green', message: `${kind.label} är slutförd` });
    else requestAnimationFrame(focusFirstError);
  }

  const completed = server?.completed ?? false;
  // A customer order is completed by sending it.
  const canComplete = kind.completion !== 'NONE' && !completed && !readOnly && !isOrder;
  const canUndoComplete = completed && !(server?.locked ?? false) && kind.completion === 'UNDOABLE';

  return (
    <Container
      fluid
      px={{ base: 'xs', sm: 'md', lg: 'xl' }}
      py={{ base: 'sm', md: 'lg' }}
      className={classes.phonePadding}
    >
      <Stack gap="md">
        <EditorToolbar
          type={type}
          title={title}
          editor={editor}
          sending={isOrder ? sending : null}
          canComplete={canComplete}
          canUndoComplete={canUndoComplete}
          onComplete={() => void complete()}
          onActualize={() => setActualizing(true)}
        />
        {readOnly && server && (
          <ReadOnlyBanner kind={kind} server={server} canUndoComplete={canUndoComplete} />
        )}
        <GeneralErrors messages={editor.errors.general} />
        <EditorBody
          type={type}
          config={config}
          editor={editor}
          sending={isOrder ? sending : null}
          onCopyItems={setCopyUids}
        />
      </Stack>
      <EditorDialogs
        type={type}
        editor={editor}
        sending={isOrder ? sending : null}
        actualizing={actualizing}
        onActualizeClosed={() => setActualizing(false)}
        copyUids={copyUids}
        onCopyClosed={() => setCopyUids(null)}
      />
    </Container>
  );
}

interface EditorBodyProps {
  type: DocumentType;
  config: DocumentFormConfig;
  editor: DocumentEditorState;
  sending: ReturnType<typeof useSendOrder> | null;
  onCopyItems: (uids: string[]) => void;
}

/** The header form, an order's delivery, the lines and comments, with the totals beside or below. */
function EditorBody({ type, config, editor, sending, onCopyItems }: EditorBodyProps) {
  const { kind, server, draft, readOnly } = editor;
  const phone = useMediaQuery('(max-width: 62em)');
  const session = useSession();
  const [clientCaption, setClientCaption] = useState<string | null>(null);
  const docUid = server?.uid ?? null;
  // A kind billed from rows (the interest invoice) sums its rows, not its (absent) lines.
  const rowTotals = useRowTotals(type, docUid);
  const shownErrors = sending ? withSendErrors(editor.errors, sending.errors) : editor.errors;
  const clientName =
    server?.client && server.client.uid === draft.header.clientUid ? server.client.caption : null;
  const totals = (
    <TotalsComponent
      phone={Boolean(phone)}
      totals={rowTotals ?? editor.totals}
      netPricesVisible={config.netPricesVisible}
      reverseTaxLiability={draft.header.reverseTaxLiability}
    />
  );
  return (
    <>
      <div className={classes.layout}>
        <Stack gap="md" miw={0}>
          <HeaderForm
            kind={kind}
            header={draft.header}
            config={config}
            clientCaption={clientName ?? clientCaption}
            readOnly={readOnly}
            errors={shownErrors.header}
            onChange={sending ? sending.onHeaderChange : editor.changeHeader}
            onClientChosen={setClientCaption}
          />
          <WorkOrderPlanning
            docType={type}
            header={draft.header}
            readOnly={readOnly}
            onChange={editor.changeHeader}
            sums={{ invoicedOre: server?.totalRelatedInvoicesSum ?? null, totals: editor.totals }}
          />
          {sending && (
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
              onCopyItems={onCopyItems}
            />
          )}
          <TimeLogSection docType={type} docUid={docUid} readOnly={readOnly} />
          <VatExplanation
            kind={kind}
            header={draft.header}
            totals={editor.totals}
            errors={shownErrors.header}
          />
          <CommentsSection comments={editor.comments} canAdd={docUid !== null} onAdd={editor.addComment} />
          <TaxDeductionSection
            docType={type}
            docUid={docUid}
            header={draft.header}
            items={draft.items}
            totals={editor.totals}
            readOnly={readOnly}
            completionTried={editor.completionTried}
            saveError={editor.status.kind === 'refused' ? editor.status.error : null}
            onChange={editor.changeHeader}
          />
          <EInvoiceSection
            docType={type}
            docUid={docUid}
            hasClient={Boolean(draft.header.clientUid)}
            completed={server?.completed ?? false}
            version={server?.version ?? 0}
            onSent={() => void editor.reload(false)}
          />
          <PaymentsSection docType={type} docUid={docUid} completed={server?.completed ?? false} />
          <InvoiceRotCase
            docType={type}
            docUid={docUid}
            completed={server?.completed ?? false}
            invoicePath={(uid) => documentEditPath('INVOICE', uid)}
          />
          <InterestInvoiceSection
            docType={type}
            docUid={docUid}
            clientUid={draft.header.clientUid}
            readOnly={readOnly}
          />
          <ClientLinkSection
            docType={type}
            docUid={docUid}
            acceptedAction={
              docUid && (
                <CreateFromMenu
                  docType={type}
                  docUids={[docUid]}
                  label="Skapa arbetsorder / beställning"
                  only={acceptedOfferTargets}
                />
              )
            }
          />
          <RemindersSection docType={type} docUid={docUid} />
          <AttachmentsSection docType={type} docUid={docUid} />
          <CalendarSection docType={type} docUid={docUid} />
          <DocumentMailLog docType={type} docUid={docUid} />
        </Stack>
        {!phone && <aside className={classes.aside}>{totals}</aside>}
      </div>
      {phone && totals}
    </>
  );
}

/** What an offer the client accepted becomes at once (issue #21): the work, or the order to the provider. */
const acceptedOfferTargets = ['WORK_ORDER', 'CUSTOMER_ORDER'] as const;

/** "Offert 1001" once numbered, "Offert – utkast" once saved, "Ny offert" before. */
function documentTitle({ kind, server }: DocumentEditorState): string {
  if (server?.number != null) return `${kind.label} ${server.number}`;
  return server?.uid ? `${kind.label} – utkast` : kind.newLabel;
}

/** The editor names what is left; the question is the kit's one unsaved-changes prompt. */
const leaveText = {
  title: 'Lämna dokumentet?',
  message: 'Dina senaste ändringar är inte sparade än. Om du lämnar sidan nu försvinner de.',
  confirmLabel: 'Lämna utan att spara',
};

/**
 * Ctrl+Z undoes, and leaving with unsaved changes asks first: not for a change of the query on the same
 * address, nor for the editor's own move from /new to /edit/:docUid.
 */
function useEditorGuards(type: DocumentType, editor: DocumentEditorState) {
  useUndoShortcut(editor.undo);
  const stayingWithin = useCallback(
    (pathname: string, from: string) => {
      const uid = editor.docUid();
      return pathname === from || (uid !== null && pathname === documentEditPath(type, uid));
    },
    [editor.docUid, type],
  );
  useUnsavedChangesPrompt(editor.dirty, { stayingWithin, text: leaveText });
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
