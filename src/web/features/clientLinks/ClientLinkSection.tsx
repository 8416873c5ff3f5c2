import { Alert, Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ClientLink, ClientLinkOverview } from '@shared/api/clientLinks.api';
import type { ClientLinkState } from '@shared/domain/documents/client-link';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate, formatDateTime, formatKr } from '@shared/domain/format';
import { IconCheck, IconCopy, IconLink, IconLinkPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CardSection } from '../../kit';
import { ClientLinkBadge } from './ClientLinkListParts';
import { useClientLinks } from './use-client-links';

interface ClientLinkSectionProps {
  docType: DocumentType;
  docUid: string | null;
  /**
   * What an accepted document offers at once ("Skapa arbetsorder / beställning"): the documents feature
   * passes its create-from menu in, so this feature imports no cycle.
   */
  acceptedAction?: ReactNode;
}

/**
 * The editor's Kundlänk card (issue #21, decision 0043): the link's state ("Accepterad av … 14:03"), the
 * client's comment, the links with "Återkalla", a new link to copy. Nothing for kinds without links.
 */
export function ClientLinkSection({ docType, docUid, acceptedAction }: ClientLinkSectionProps) {
  const { applies, query, newUrl, creating, create, revoke } = useClientLinks(docType, docUid);
  if (!applies) return null;
  const overview = query.data;
  return (
    <CardSection
      titleId="client-link-title"
      title="Kundlänk"
      icon={<IconLink size={18} aria-hidden />}
      testId="document-client-link"
      badge={overview?.status.state && <ClientLinkBadge state={overview.status.state} />}
      action={
        overview && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconLinkPlus size={14} aria-hidden />}
            loading={creating}
            onClick={() => void create()}
            data-testid="client-link-create"
          >
            {overview.links.length > 0 ? 'Ny länk' : 'Skapa länk'}
          </Button>
        )
      }
    >
      {query.isPending && <Skeleton h={40} />}
      {query.isError && (
        <Text size="sm" c="red.9" role="alert">
          Kundlänken kunde inte hämtas.
        </Text>
      )}
      {overview && (
        <Stack gap="xs">
          <StateText overview={overview} />
          {overview.status.state === 'ACCEPTED' && !overview.status.changedSinceDecision && (
            <Group gap="xs">{acceptedAction}</Group>
          )}
          {newUrl && <NewLink url={newUrl} />}
          <LinkList links={overview.links} onRevoke={(uid) => void revoke(uid)} />
        </Stack>
      )}
    </CardSection>
  );
}

const waitingTexts: Record<Exclude<ClientLinkState, 'ACCEPTED' | 'DECLINED'>, string> = {
  SENT: 'Skickad: kunden har inte öppnat länken än.',
  OPENED: 'Öppnad: kunden har sett dokumentet men inte svarat än.',
  REVOKED: 'Länken är återkallad. Skapa en ny länk om kunden ska se dokumentet.',
  EXPIRED: 'Länken har gått ut. Skapa en ny länk om kunden ska se dokumentet.',
};

function StateText({ overview }: { overview: ClientLinkOverview }) {
  const { status, decisions } = overview;
  const latest = decisions[0];
  if (status.state === null)
    return (
      <Text size="sm" c="dimmed" data-testid="client-link-state">
        Ingen länk ännu. Kryssa i "Bifoga personlig länk" när du skickar dokumentet med e-post, eller skapa en
        länk här och ge den till kunden.
      </Text>
    );
  const decided = status.state === 'ACCEPTED' || status.state === 'DECLINED';
  const text =
    status.state === 'ACCEPTED' || status.state === 'DECLINED' ? status.text : waitingTexts[status.state];
  return (
    <>
      {/* The badge names the state; the line says who decided when, or what waits. */}
      <Text size="sm" fw={decided ? 600 : undefined} data-testid="client-link-state">
        {text}
      </Text>
      {latest && (
        <Text size="xs" c="dimmed" data-testid="client-link-record">
          {latest.decision === 'ACCEPTED' ? 'Accepterat' : 'Avböjt'} på {formatKr(latest.payableOre)}, version{' '}
          {latest.documentVersion}, från IP-adress {latest.ip}
        </Text>
      )}
      {latest?.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="client-link-comment">
          Kundens kommentar: {latest.comment}
        </Text>
      )}
      {status.changedSinceDecision && (
        <Alert color="orange" variant="light" p="xs" data-testid="client-link-changed">
          Dokumentet har ändrats efter kundens svar. Kunden behöver svara på den nya versionen, som länken
          kunden redan har nu visar.
        </Alert>
      )}
    </>
  );
}

/** The address of a link just made: shown this once, since only its hash is kept. */
function NewLink({ url }: { url: string }) {
  return (
    <Stack gap={4} data-testid="client-link-new">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Ny länk till kunden"
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="client-link-url"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              data-testid="client-link-copy"
            >
              {copied ? 'Kopierad' : 'Kopiera länk'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Kopiera länken nu: av säkerhetsskäl visas den bara den här gången.
      </Text>
    </Stack>
  );
}

function linkFacts(link: ClientLink): string {
  const parts = [`Skapad ${formatDateTime(link.createdAt)}`];
  if (link.recipient) parts.push(`till ${link.recipient}`);
  if (link.lastOpenedAt) parts.push(`öppnad ${formatDateTime(link.lastOpenedAt)}`);
  else parts.push('inte öppnad');
  if (link.revokedAt) parts.push(`återkallad ${formatDateTime(link.revokedAt)}`);
  else parts.push(`${link.open ? 'gäller t.o.m.' : 'gick ut'} ${formatDate(link.expiresAt)}`);
  return parts.join(' · ');
}

function LinkList({ links, onRevoke }: { links: ClientLink[]; onRevoke: (uid: string) => void }) {
  if (links.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Skapade länkar">
      {links.map((link) => (
        <li key={link.uid} data-testid="client-link-row">
          <Group justify="space-between" gap="xs" py={2} wrap="nowrap">
            <Text
              size="sm"
              c={link.open ? undefined : 'dimmed'}
              style={{ wordBreak: 'break-word', flex: 1, minWidth: 0 }}
            >
              {linkFacts(link)}
            </Text>
            {link.open && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Återkalla länken skapad ${formatDateTime(link.createdAt)}`}
                onClick={() => onRevoke(link.uid)}
                style={{ flexShrink: 0 }}
                data-testid="client-link-revoke"
              >
                Återkalla
              </Button>
            )}
          </Group>
        </li>
      ))}
    </ul>
  );
}
