import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { type EInvoicePreview, eInvoiceApprovalLabels } from '@shared/api/eInvoice.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDateTime } from '@shared/domain/format';
import { IconAlertTriangle, IconFileCode, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { CardSection } from '../../kit';
import { EInvoicePreviewDialog } from './EInvoicePreviewDialog';
import { eInvoiceFormatLabels } from './e-invoice-labels';
import { useEInvoice } from './use-e-invoice';

interface EInvoiceSectionProps {
  docType: DocumentType;
  docUid: string | null;
  /** Whether the invoice has a client: without one there is nobody to send to, and no card. */
  hasClient: boolean;
  completed: boolean;
  /** The editor's saved version: the card reads the e-invoice again when it changes. */
  version: number;
  /** Sending locks the invoice: the editor reads it again. */
  onSent: () => void;
}

function StatusBadge({ preview }: { preview: EInvoicePreview }) {
  if (preview.sentAt)
    return (
      <Badge color="green" variant="light" data-testid="e-invoice-badge">
        Skickad
      </Badge>
    );
  const colors = { NOT_APPROVED: 'gray', APPROVED: 'green', CHANGED: 'orange' } as const;
  const short = { NOT_APPROVED: 'Ej godkänd', APPROVED: 'Godkänd', CHANGED: 'Ändrad' } as const;
  return (
    <Badge color={colors[preview.approval]} variant="light" data-testid="e-invoice-badge">
      {short[preview.approval]}
    </Badge>
  );
}

/** The approval's label; when CHANGED the notice below says it in full. */
function statusText(preview: EInvoicePreview): string {
  if (preview.sentAt) return 'Skickad';
  return preview.approval === 'CHANGED' ? 'Behöver godkännas igen' : eInvoiceApprovalLabels[preview.approval];
}

function Facts({ preview }: { preview: EInvoicePreview }) {
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">
        Format: <b data-testid="e-invoice-format">{eInvoiceFormatLabels[preview.format]}</b>
      </Text>
      <Text size="sm">
        Status: <b data-testid="e-invoice-approval">{statusText(preview)}</b>
        {preview.approvedAt && preview.approval === 'APPROVED' && !preview.sentAt && (
          <Text span size="sm" c="dimmed">
            {' '}
            · {formatDateTime(preview.approvedAt)}
          </Text>
        )}
      </Text>
      {preview.sentAt && (
        <Text size="sm" data-testid="e-invoice-sent">
          Skickad: <b>{formatDateTime(preview.sentAt)}</b>
          {preview.messageId && (
            <Text span size="sm" c="dimmed">
              {' '}
              · meddelande {preview.messageId}
            </Text>
          )}
        </Text>
      )}
    </Group>
  );
}

function Problems({ problems }: { problems: EInvoicePreview['problems'] }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Åtgärda detta innan e-fakturan kan skapas"
      data-testid="e-invoice-problems"
    >
      <List size="sm" spacing={2}>
        {problems.map((p) => (
          <List.Item key={`${p.field}:${p.message}`}>{p.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** What is left before sending, when nothing is wrong but the button is still off. */
function nextStep(preview: EInvoicePreview, completed: boolean, maySend: boolean): string | null {
  if (preview.sentAt || preview.problems.length > 0) return null;
  if (!maySend) return 'Kontoret godkänner och skickar e-fakturan.';
  if (preview.approval === 'NOT_APPROVED') return 'Förhandsgranska och godkänn e-fakturan innan den skickas.';
  if (preview.approval === 'CHANGED') return null;
  if (!completed) return 'Slutför fakturan för att kunna skicka e-fakturan.';
  return null;
}

/**
 * The invoice's e-invoice (issue #20, decision 0050): format and approval, what to fix before it can be
 * made, the preview as the receiver reads it, approval, sending through the access point (its refusal
 * shown here) and the XML file. Only on the kinds whose definition sends e-invoices.
 */
export function EInvoiceSection({
  docType,
  docUid,
  hasClient,
  completed,
  version,
  onSent,
}: EInvoiceSectionProps) {
  const e = useEInvoice(docType, docUid, version);
  const [previewing, setPreviewing] = useState(false);
  if (!e.applies || !hasClient) return null;
  const preview = e.query.data;
  const refusal =
    e.sendError ??
    (preview?.lastError && !preview.sentAt
      ? `Accesspunkten tog inte emot e-fakturan: ${preview.lastError}`
      : null);
  const hint = preview ? nextStep(preview, completed, e.maySend) : null;

  return (
    <CardSection
      titleId="e-invoice-title"
      title="E-faktura"
      icon={<IconFileCode size={18} aria-hidden />}
      testId="document-e-invoice"
      badge={preview && <StatusBadge preview={preview} />}
    >
      {!e.firmEnabled && (
        <Text size="sm" c="dimmed" data-testid="e-invoice-hint">
          E-faktura är inte påslaget för företaget.
        </Text>
      )}
      {e.firmEnabled && e.query.isPending && <Skeleton h={40} />}
      {preview && (
        <Stack gap="sm">
          <Facts preview={preview} />
          {preview.problems.length > 0 && <Problems problems={preview.problems} />}
          {preview.approval === 'CHANGED' && !preview.sentAt && (
            <Alert
              color="orange"
              variant="light"
              title={eInvoiceApprovalLabels.CHANGED}
              data-testid="e-invoice-changed"
            >
              Fakturan har ändrats sedan e-fakturan godkändes. Förhandsgranska och godkänn den igen innan den
              skickas.
            </Alert>
          )}
          {refusal && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="E-fakturan skickades inte"
              data-testid="e-invoice-refusal"
            >
              {refusal}
            </Alert>
          )}
          {hint && (
            <Text size="sm" c="dimmed" data-testid="e-invoice-next">
              {hint}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              disabled={!preview.content}
              onClick={() => setPreviewing(true)}
            >
              Förhandsgranska
            </Button>
            {!preview.sentAt && e.maySend && (
              <>
                <Button
                  size="sm"
                  variant={preview.canSend ? 'default' : 'filled'}
                  disabled={!preview.canApprove}
                  loading={e.busy === 'approve'}
                  onClick={() => void e.approve()}
                >
                  Godkänn
                </Button>
                <Button
                  size="sm"
                  leftSection={<IconSend size={16} aria-hidden />}
                  disabled={!preview.canSend}
                  loading={e.busy === 'send'}
                  onClick={() =>
                    void e.send(preview.content?.buyer.name ?? 'kunden').then((sent) => sent && onSent())
                  }
                >
                  Skicka
                </Button>
              </>
            )}
            <Button
              size="sm"
              variant="subtle"
              disabled={!preview.content || !completed}
              loading={e.busy === 'export'}
              onClick={() => void e.download()}
            >
              Ladda ner XML
            </Button>
          </Group>
          <EInvoicePreviewDialog preview={preview} opened={previewing} onClose={() => setPreviewing(false)} />
        </Stack>
      )}
    </CardSection>
  );
}
