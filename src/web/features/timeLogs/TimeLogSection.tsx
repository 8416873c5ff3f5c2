import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { type TimeLogEntry, timeLogsApi } from '@shared/api/timeLogs.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr, formatTime } from '@shared/domain/format';
import { formatMinutes, type TimeLogItemKind } from '@shared/domain/time-logs';
import {
  IconClockHour4,
  IconMessage,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { CardSection } from '../../kit';
import { confirm } from '../../shell/dialogs';
import { clockText, useMinutesSince } from './ActiveTimer';
import { TimeLogRowDialog } from './TimeLogRowDialog';
import { deleteRow, startTimer, stopTimer, useActiveTimer } from './use-time-log';

interface TimeLogSectionProps {
  docType: DocumentType;
  docUid: string | null;
  /** A completed order's log is read, not changed. */
  readOnly: boolean;
}

/**
 * The work order's time log (issue #19, decision 0048): my timer on this order, the logged rows and
 * comments oldest first, and manual rows. Only kinds worked on site (`timeLogged`) have it.
 */
export function TimeLogSection({ docType, docUid, readOnly }: TimeLogSectionProps) {
  if (!documentKinds[docType].timeLogged) return null;
  return (
    <CardSection
      titleId="time-log-title"
      title="Tidrapport"
      icon={<IconClockHour4 size={18} aria-hidden />}
      testId="time-log"
      action={docUid && !readOnly ? <TimerButton docUid={docUid} /> : undefined}
    >
      {docUid ? (
        <TimeLogRows docUid={docUid} readOnly={readOnly} />
      ) : (
        <Text size="sm" c="dimmed">
          Tid rapporteras när arbetsordern är sparad.
        </Text>
      )}
    </CardSection>
  );
}

function TimerButton({ docUid }: { docUid: string }) {
  const { active } = useActiveTimer();
  const here = active?.workOrderUid === docUid ? active : null;
  const minutes = useMinutesSince(here?.start ?? null);
  if (here) {
    return (
      <Button
        color="red"
        size="xs"
        leftSection={<IconPlayerStop size={16} />}
        onClick={() => void stopTimer(here)}
        data-testid="time-log-stop"
      >
        Stoppa ({clockText(minutes)})
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      leftSection={<IconPlayerPlay size={16} />}
      onClick={() => void startTimer(docUid)}
      data-testid="time-log-start"
    >
      Starta tidtagning
    </Button>
  );
}

function TimeLogRows({ docUid, readOnly }: { docUid: string; readOnly: boolean }) {
  const log = useApiQuery(timeLogsApi.timeLogsList, { workOrderUid: docUid, limit: 500 });
  const config = useApiQuery(timeLogsApi.workOrderListFormConfig, {});
  const [dialog, setDialog] = useState<{ kind: TimeLogItemKind; entry: TimeLogEntry | null } | null>(null);
  if (log.isPending) return <Skeleton h={48} />;
  if (log.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        Tidrapporten kunde inte läsas.
      </Text>
    );
  }
  const { items, totalMinutes } = log.data;
  const sum = items.reduce((n, i) => n + i.sumOre, 0);
  async function remove(entry: TimeLogEntry) {
    const ok = await confirm({
      title: 'Ta bort raden',
      message: `Raden från ${formatDate(entry.start)} tas bort ur tidrapporten.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok) await deleteRow(entry);
  }
  return (
    <Stack gap="xs">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="time-log-empty">
          Ingen tid är rapporterad än.
        </Text>
      ) : (
        <Stack gap={6} data-testid="time-log-rows">
          {items.map((entry) => (
            <TimeLogRow
              key={entry.uid}
              entry={entry}
              editable={
                !readOnly && entry.invoiceUid === null && !(entry.type === 'TIMELOG' && entry.end === null)
              }
              onEdit={() => setDialog({ kind: entry.type, entry })}
              onRemove={() => void remove(entry)}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" data-testid="time-log-total">
          Totalt: <b>{formatMinutes(totalMinutes ?? 0)}</b>
          {sum > 0 && <> · {formatKr(sum)}</>}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDialog({ kind: 'TIMELOG', entry: null })}
              data-testid="time-log-add"
            >
              Lägg till tid
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconMessage size={14} />}
              onClick={() => setDialog({ kind: 'COMMENT', entry: null })}
              data-testid="time-log-add-comment"
            >
              Lägg till kommentar
            </Button>
          </Group>
        )}
      </Group>
      {dialog && (
        <TimeLogRowDialog
          kind={dialog.kind}
          entry={dialog.entry}
          workOrderUid={docUid}
          employees={config.data?.employees ?? []}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

function TimeLogRow({
  entry,
  editable,
  onEdit,
  onRemove,
}: {
  entry: TimeLogEntry;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const when =
    entry.type === 'COMMENT'
      ? `${formatDate(entry.start)} ${formatTime(entry.start)}`
      : `${formatDate(entry.start)} ${formatTime(entry.start)}–${entry.end ? formatTime(entry.end) : 'pågår'}`;
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="time-log-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {when}
            </Text>
            {entry.type === 'TIMELOG' && entry.end && (
              <Text size="sm">{formatMinutes(entry.durationMinutes)}</Text>
            )}
            {entry.employee && (
              <Text size="sm" c="dimmed">
                {entry.employee.caption}
              </Text>
            )}
            {entry.rot && (
              <Badge size="sm" variant="light" color="teal">
                ROT
              </Badge>
            )}
            {entry.invoiceUid && (
              <Badge size="sm" variant="light" color="gray">
                Fakturerad
              </Badge>
            )}
          </Group>
          {entry.type === 'TIMELOG' && (entry.code || entry.priceOre !== null) && (
            <Text size="sm">
              {[entry.code, entry.name].filter(Boolean).join(' – ')}
              {entry.priceOre !== null && ` · ${formatKr(entry.priceOre)}/tim · ${formatKr(entry.sumOre)}`}
            </Text>
          )}
          {(entry.type === 'COMMENT' ? entry.comment : entry.note) && (
            <Text
              size="sm"
              c={entry.type === 'COMMENT' ? undefined : 'dimmed'}
              fs={entry.type === 'COMMENT' ? 'italic' : undefined}
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {entry.type === 'COMMENT' ? entry.comment : entry.note}
            </Text>
          )}
        </Stack>
        {editable && (
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label="Ändra raden" onClick={onEdit}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label="Ta bort raden" onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
