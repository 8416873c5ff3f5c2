import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { BodyFormat } from '@shared/api/adminContent.api';
import type { PublicationState } from '@shared/api/news.api';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { refusalOf } from '../../kit';
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
export function ContentCard({
  title,
  subtitle,
  state,
  dateText,
  html,
  onEdit,
  changeState,
  testId,
}: {
  title: string;
  subtitle: ReactNode;
  state: PublicationState;
  dateText: string;
  /** The text the firms read, when the content has one (a document is its file). */
  html?: string;
  onEdit?: () => void;
  /** Publishes (true) or unpublishes (false); resolves when the list is fresh again. */
  changeState: (publish: boolean) => Promise<void>;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const badge = stateBadges[state];
  const publish = state !== 'PUBLISHED';
  const change = async () => {
    setBusy(true);
    try {
      await changeState(publish);
      notifications.show({
        message: publish ? 'Publicerad.' : 'Avpublicerad: företagen ser den inte längre.',
      });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      notifications.show({ color: 'red', message: error.displayText });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="gray.7">
            {subtitle}
          </Text>
        </div>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={badge.color} variant="light" tt="none" style={{ overflow: 'visible' }}>
            {badge.label}
          </Badge>
          <Text size="xs" c="gray.7">
            {dateText}
          </Text>
        </Stack>
      </Group>
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
          loading={busy}
          onClick={() => void change()}
          aria-label={`${publish ? 'Publicera' : 'Avpublicera'} ${title}`}
        >
          {publish ? 'Publicera' : 'Avpublicera'}
        </Button>
      </Group>
    </Card>
  );
}

/** The body's format switch and its text: plain text for a new piece, HTML for a stored one. */
export function BodyFields<V extends { bodyFormat: BodyFormat; body: string }>({
  form,
  label,
}: {
  form: UseFormReturnType<V>;
  label: string;
}) {
  return (
    <>
      <SegmentedControl
        aria-label="Textens format"
        data={[
          { value: 'TEXT', label: 'Vanlig text' },
          { value: 'HTML', label: 'HTML' },
        ]}
        {...form.getInputProps('bodyFormat')}
      />
      <Textarea
        label={label}
        description={
          form.values.bodyFormat === 'TEXT'
            ? 'En tom rad börjar ett nytt stycke.'
            : 'Rubriker, fetstil, listor, tabeller, länkar och bilder. Skript och annan kod tas bort.'
        }
        withAsterisk
        autosize
        minRows={6}
        maxRows={16}
        {...form.getInputProps('body')}
      />
    </>
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
