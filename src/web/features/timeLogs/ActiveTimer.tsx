import {
  Anchor,
  Button,
  Group,
  Popover,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { documentKindEndpoints } from '@shared/api/documents';
import type { ActiveTimeLog } from '@shared/api/timeLogs.api';
import { formatTime } from '@shared/domain/format';
import { durationMinutes } from '@shared/domain/time-logs';
import { IconClock, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { startTimer, stopTimer, updateRunning, useActiveTimer } from './use-time-log';

/** "1:05" — hours and minutes of a running clock. */
export function clockText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Re-renders every 20 s so a running clock's minutes move on screen. */
export function useMinutesSince(start: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 20_000);
  useEffect(() => {
    if (start === null) return;
    interval.start();
    return interval.stop;
  }, [start, interval.start, interval.stop]);
  return start === null
    ? 0
    : durationMinutes(start, new Date(Math.max(now, Date.parse(start))).toISOString());
}

export const orderCaption = (a: { workOrderNumber: number | null; workOrderTitle: string }) =>
  `${a.workOrderNumber === null ? 'Arbetsorder (utkast)' : `Arbetsorder ${a.workOrderNumber}`}${a.workOrderTitle ? ` – ${a.workOrderTitle}` : ''}`;

interface ActiveTimerProps {
  /** Where a work order opens (the documents feature's route), passed in by the shell. */
  orderPath: (docUid: string) => string;
}

/**
 * The header's timer (issue #19): the running clock with its order, note and article, stopped here; or
 * a start on one of the firm's open work orders. Polled on the shared interval (api-spec §7.7).
 */
export function ActiveTimer({ orderPath }: ActiveTimerProps) {
  const { allowed, active } = useActiveTimer();
  const [opened, setOpened] = useState(false);
  const minutes = useMinutesSince(active?.start ?? null);
  if (!allowed) return null;
  const label = active ? `Tidtagning pågår, ${clockText(minutes)}` : 'Tidtagning';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} withArrow trapFocus>
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={label}
          title={label}
          aria-expanded={opened}
          data-testid="header-timer"
          data-running={active ? 'true' : undefined}
          // The phone's header row has no room beside the logo: there the order's Tidrapport card has the timer.
          visibleFrom="sm"
        >
          <Group
            gap={4}
            wrap="nowrap"
            px={8}
            py={4}
            style={{
              borderRadius: 6,
              background: active ? 'var(--mantine-color-green-8)' : 'transparent',
              color: active ? 'white' : 'inherit',
              border: active ? undefined : '1px solid var(--mantine-color-gray-4)',
            }}
          >
            <IconClock size={18} aria-hidden />
            {active && (
              <Text size="sm" fw={600} data-testid="header-timer-clock">
                {clockText(minutes)}
              </Text>
            )}
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="header-timer-panel">
        {active ? (
          <RunningPanel active={active} orderPath={orderPath} onDone={() => setOpened(false)} />
        ) : (
          <StartPanel onDone={() => setOpened(false)} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function RunningPanel({
  active,
  orderPath,
  onDone,
}: {
  active: ActiveTimeLog;
  orderPath: (docUid: string) => string;
  onDone: () => void;
}) {
  const [note, setNote] = useState(active.note);
  const [code, setCode] = useState(active.code);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = note !== active.note || code !== active.code;
  async function save() {
    const refused = await updateRunning({
      timeLogUid: active.timelogUid,
      workOrderUid: active.workOrderUid,
      note,
      code,
    });
    setErrors(refused ?? {});
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        Pågår sedan <b>{formatTime(active.start)}</b> på{' '}
        <Anchor component={Link} to={orderPath(active.workOrderUid)} onClick={onDone}>
          {orderCaption(active)}
        </Anchor>
      </Text>
      <TextInput
        label="Artikelnummer"
        description="Egen artikel av typen arbete, t.ex. ARB1"
        value={code}
        error={errors.code}
        onChange={(e) => setCode(e.currentTarget.value)}
        data-testid="timer-code"
      />
      <Textarea
        label="Anteckning"
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-testid="timer-note"
      />
      <Group justify="space-between">
        <Button variant="default" disabled={!changed} onClick={() => void save()}>
          Spara
        </Button>
        <Button
          color="red"
          leftSection={<IconPlayerStop size={16} />}
          onClick={async () => {
            if (changed) await save();
            if (await stopTimer(active)) onDone();
          }}
          data-testid="header-timer-stop"
        >
          Stoppa
        </Button>
      </Group>
    </Stack>
  );
}

/** The firm's open work orders, newest changed first, to start the clock on. */
function StartPanel({ onDone }: { onDone: () => void }) {
  const [orderUid, setOrderUid] = useState<string | null>(null);
  const orders = useApiQuery(documentKindEndpoints.WORK_ORDER.list, {
    completed: false,
    limit: 50,
    offset: 0,
  });
  const data = (orders.data?.items ?? []).map((o) => ({
    value: o.docUid,
    label: orderCaption({
      workOrderNumber: o.docNumber,
      workOrderTitle: [o.title, o.mark].filter(Boolean).join(', '),
    }),
  }));
  return (
    <Stack gap="xs">
      <Select
        label="Arbetsorder"
        placeholder={orders.isPending ? 'Hämtar arbetsordrar…' : 'Välj arbetsorder'}
        searchable
        data={data}
        value={orderUid}
        onChange={setOrderUid}
        nothingFoundMessage="Ingen öppen arbetsorder"
        comboboxProps={{ withinPortal: false }}
        data-testid="timer-order"
      />
      <Button
        leftSection={<IconPlayerPlay size={16} />}
        disabled={!orderUid}
        onClick={async () => {
          if (orderUid && (await startTimer(orderUid))) onDone();
        }}
        data-testid="header-timer-start"
      >
        Starta tidtagning
      </Button>
    </Stack>
  );
}
