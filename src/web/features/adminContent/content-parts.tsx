import { Alert, Badge, Button, Card, Flex, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PublicationState } from '@shared/api/news.api';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { refusalOf } from '../../kit';
import { confirm } from '../../shell/dialogs';
import { SafeHtml } from '../news';

const stateBadges: Record<PublicationState, { label: string; color: string }> = {
  DRAFT: { label: 'Utkast', color: 'yellow' },
  PUBLISHED: { label: 'Publicerad', color: 'green' },
  UNPUBLISHED: { label: 'Avpublicerad', color: 'gray' },
};

/**
 * One published or unpublished piece of content as a card: title, what it says, its state, and the buttons
 * to change it or to publish / take it back. A refused state change is shown as a notification.
 */
/** Runs a card's action; a refusal (a 409, say) is shown as a notification, the card stays as it was. */
async function refusedAsNotice(action: () => Promise<void>, done: string): Promise<void> {
  try {
    await action();
    notifications.show({ message: done });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    notifications.show({ color: 'red', message: error.displayText });
  }
}

export function ContentCard({
  title,
  subtitle,
  state,
  dateText,
  html,
  media,
  onEdit,
  changeState,
  remove,
  testId,
}: {
  title: string;
  subtitle: ReactNode;
  state: PublicationState;
  dateText: string;
  /** The text the firms read, when the content has one (a document is its file). */
  html?: string;
  /** A picture beside the title (a banner's, a catalogue's cover). */
  media?: ReactNode;
  onEdit?: () => void;
  /** Publishes (true) or unpublishes (false); resolves when the list is fresh again. */
  changeState: (publish: boolean) => Promise<void>;
  /** Deleting, when the content can be deleted: asked first with `question`. */
  remove?: { question: string; run: () => Promise<void> };
  testId: string;
}) {
  const [busy, setBusy] = useState<'state' | 'remove' | null>(null);
  const badge = stateBadges[state];
  const publish = state !== 'PUBLISHED';
  const change = async () => {
    setBusy('state');
    await refusedAsNotice(
      () => changeState(publish),
      publish ? 'Publicerad.' : 'Avpublicerad: företagen ser den inte längre.',
    ).finally(() => setBusy(null));
  };
  const removeNow = async () => {
    if (!remove) return;
    const ok = await confirm({
      title: `Ta bort ${title}?`,
      message: remove.question,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    setBusy('remove');
    await refusedAsNotice(remove.run, 'Borttagen.').finally(() => setBusy(null));
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {/* A picture stands beside the title; on a phone above it, so the title keeps its width. */}
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" mb="xs">
        {media}
        <Group justify="space-between" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="gray.7">
              {subtitle}
            </Text>
          </div>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge color={badge.color} variant="light" tt="none" style={{ overflow: 'visible' }}>
              {badge.label}
            </Badge>
            {dateText && (
              <Text size="xs" c="gray.7">
                {dateText}
              </Text>
            )}
          </Stack>
        </Group>
      </Flex>
      {html !== undefined && <SafeHtml html={html} />}
      <Group gap="sm" mt="md">
        {onEdit && (
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Ändra ${title}`}>
            Ändra
          </Button>
        )}
        <Button
          size="xs"
          variant={publish ? 'filled' : 'default'}
          loading={busy === 'state'}
          onClick={() => void change()}
          aria-label={`${publish ? 'Publicera' : 'Avpublicera'} ${title}`}
        >
          {publish ? 'Publicera' : 'Avpublicera'}
        </Button>
        {remove && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={busy === 'remove'}
            onClick={() => void removeNow()}
            aria-label={`Ta bort ${title}`}
          >
            Ta bort
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** A card's picture: a banner's, a cover, a news item's, as the firms will see it. */
export function CardPicture({ src, alt, background }: { src: string; alt: string; background?: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      w={112}
      h={84}
      fit="contain"
      radius="sm"
      bg={background ?? 'gray.1'}
      style={{ flexShrink: 0 }}
    />
  );
}

/** A refusal's messages at the form's fields, or its one text when no field is named. */
export function showRefusal(
  error: unknown,
  setFieldErrors: (fields: Record<string, ReactNode>) => void,
  setGeneral: (text: string | null) => void,
): void {
  const { fields, general } = refusalOf(error);
  setFieldErrors(fields);
  setGeneral(general);
}

/** The refusal no field took, as an alert; nothing when there is none. */
export function GeneralAlert({ text }: { text: string | null }) {
  return text ? (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  ) : null;
}

/** A dialog form's end: the refusal no field took, a note, then Avbryt and Spara. */
export function DialogFormEnd({
  general,
  note,
  onCancel,
  submitting,
}: {
  general: string | null;
  note?: string;
  onCancel: () => void;
  submitting: boolean;
}) {
  return (
    <>
      <GeneralAlert text={general} />
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Avbryt
        </Button>
        <Button type="submit" loading={submitting}>
          Spara
        </Button>
      </Group>
    </>
  );
}
