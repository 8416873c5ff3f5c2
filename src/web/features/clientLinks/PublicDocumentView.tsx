import { Alert, Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { clientLinksApi, type PublicDocument } from '@shared/api/clientLinks.api';
import { fillPath } from '@shared/api/endpoint';
import { formatDate, formatDateTime } from '@shared/domain/format';
import { IconCircleCheck, IconCircleX, IconDownload } from '@tabler/icons-react';
import { DecisionForm } from './DecisionForm';
import { PublicLines } from './PublicLines';
import { PublicPayment } from './PublicPayment';
import { PublicTotals } from './PublicTotals';

interface PublicDocumentViewProps {
  token: string;
  view: PublicDocument;
  /** The client decided just now (not on an earlier visit): the page thanks them. */
  justDecided: boolean;
  onDecided: (view: PublicDocument) => void;
  onUnavailable: () => void;
}

export function documentCaption(document: PublicDocument['document']): string {
  return document.number === null ? document.kindLabel : `${document.kindLabel} ${document.number}`;
}

function FirmHeader({ firm }: { firm: PublicDocument['firm'] }) {
  return (
    <Group gap="md" wrap="nowrap" component="header" data-testid="client-link-firm">
      {firm.logoDataUrl && (
        <Image
          src={firm.logoDataUrl}
          alt={`${firm.name}s logotyp`}
          mah={64}
          maw={160}
          fit="contain"
          w="auto"
        />
      )}
      <Text fw={700} fz="xl" style={{ wordBreak: 'break-word' }}>
        {firm.name}
      </Text>
    </Group>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </div>
  );
}

function DocumentFacts({ document }: { document: PublicDocument['document'] }) {
  const party = (p: { name: string; lines: string[] } | null) =>
    p ? [p.name, ...p.lines].filter((l) => l.trim() !== '').join('\n') : '';
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" data-testid="client-link-facts">
      <Fact label="Datum" value={formatDate(document.docDate)} />
      {document.validTill && <Fact label="Giltig t.o.m." value={formatDate(document.validTill)} />}
      {document.dueDate && <Fact label="Förfallodag" value={formatDate(document.dueDate)} />}
      <Fact label="Kund" value={party(document.buyer)} />
      <Fact label="Arbetsplats" value={party(document.site)} />
      <Fact label="Märkning" value={document.mark} />
      <Fact label="Objekt" value={document.object} />
      <Fact label="Vår referens" value={document.ourReference} />
    </SimpleGrid>
  );
}

/** The decision on this version, or the thanks right after it. */
function DecisionState({ view, justDecided }: { view: PublicDocument; justDecided: boolean }) {
  const { decision } = view;
  if (!decision) return null;
  const accepted = decision.decision === 'ACCEPTED';
  const what = `${accepted ? 'Accepterad' : 'Avböjd'} av ${decision.name} ${formatDateTime(decision.decidedAt)}`;
  return (
    <Alert
      color={accepted ? 'green' : 'gray'}
      variant="light"
      icon={accepted ? <IconCircleCheck /> : <IconCircleX />}
      title={justDecided ? 'Tack för ditt svar!' : what}
      role="status"
      data-testid="client-link-decision"
    >
      {justDecided
        ? `${what}. ${view.firm.name} har fått ditt svar.`
        : `${view.firm.name} har fått ditt svar.`}
    </Alert>
  );
}

/** The document as the client sees it: the firm, the facts, the lines, the sums, how to pay or answer. */
export function PublicDocumentView({
  token,
  view,
  justDecided,
  onDecided,
  onUnavailable,
}: PublicDocumentViewProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const { document, firm } = view;
  const pdf = fillPath(clientLinksApi.pdf, { token }).url;
  return (
    <Stack gap="md" data-testid="client-link-page">
      <FirmHeader firm={firm} />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        component="article"
        aria-labelledby="doc-title"
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={1} fz={{ base: 24, sm: 28 }} id="doc-title">
                {documentCaption(document)}
              </Title>
              {document.title && (
                <Text fw={500} mt={4}>
                  {document.title}
                </Text>
              )}
            </div>
            <Button
              component="a"
              href={pdf}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconDownload size={16} />}
              data-testid="client-link-pdf"
            >
              Ladda ner PDF
            </Button>
          </Group>
          <DocumentFacts document={document} />
          {document.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {document.notes}
            </Text>
          )}
          <PublicLines lines={document.lines} phone={Boolean(phone)} />
          <PublicTotals totals={document.totals} />
        </Stack>
      </Paper>
      {document.payment && <PublicPayment payment={document.payment} />}
      <DecisionState view={view} justDecided={justDecided} />
      {view.mode === 'DECIDE' && !view.decision && (
        <DecisionForm token={token} view={view} onDecided={onDecided} onUnavailable={onUnavailable} />
      )}
      <FirmFooter view={view} />
    </Stack>
  );
}

function FirmFooter({ view }: { view: PublicDocument }) {
  return (
    <Stack gap="xs" component="footer">
      {view.firm.details.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: Math.min(4, view.firm.details.length) }} spacing="sm">
          {view.firm.details.map((column) => (
            <Text key={column.join('|')} size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {column.join('\n')}
            </Text>
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        Länken gäller till och med {formatDate(view.expiresAt)}. Sidan visas med{' '}
        <Anchor href="/" size="xs" c="dimmed" underline="always">
          Montör
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
