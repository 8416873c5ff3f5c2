import { Group, Loader, Text } from '@mantine/core';
import { formatTime } from '@shared/domain/format';
import { IconAlertTriangle, IconCheck, IconCloudOff } from '@tabler/icons-react';
import type { AutosaveStatus } from './autosave-queue';
import { notCountedText } from './TotalsPanel';

interface SaveStatusProps {
  status: AutosaveStatus;
  /** When the loaded document was last saved, for a document nobody has touched in this editor yet. */
  modifiedAt: string | null;
  readOnly: boolean;
  /** Lines the saved document's totals leave out (decision 0021): the save says so beside "Sparat". */
  linesNotCounted?: number;
}

/** The saved document's totals leave lines out (decision 0021): said beside "Sparat". */
function notCounted(saved: string, lines: number) {
  return {
    icon: <IconAlertTriangle size={14} />,
    text: `${saved} – ${notCountedText(lines)}`,
    color: 'red.9',
  };
}

/** 'Sparar…', 'Sparat 14:32', 'Ej sparat — försöker igen': where the user's work is, at a glance. */
export function SaveStatus({ status, modifiedAt, readOnly, linesNotCounted = 0 }: SaveStatusProps) {
  const content = (() => {
    switch (status.kind) {
      case 'pending':
      case 'saving':
        return { icon: <Loader size={12} />, text: 'Sparar…', color: 'dimmed' };
      case 'saved':
        if (linesNotCounted > 0) return notCounted(`Sparat ${formatTime(status.at)}`, linesNotCounted);
        return { icon: <IconCheck size={14} />, text: `Sparat ${formatTime(status.at)}`, color: 'green.8' };
      case 'retrying':
        return { icon: <IconCloudOff size={14} />, text: 'Ej sparat — försöker igen', color: 'orange.8' };
      case 'conflict':
        return {
          icon: <IconAlertTriangle size={14} />,
          text: 'Ej sparat — ändrat av någon annan',
          color: 'red.7',
        };
      case 'refused':
        return {
          icon: <IconAlertTriangle size={14} />,
          text: 'Ej sparat — rätta det markerade',
          color: 'red.7',
        };
      case 'clean':
        if (modifiedAt && !readOnly && linesNotCounted > 0)
          return notCounted(`Sparat ${formatTime(modifiedAt)}`, linesNotCounted);
        if (modifiedAt)
          return {
            icon: <IconCheck size={14} />,
            text: readOnly ? `Senast ändrat ${formatTime(modifiedAt)}` : `Sparat ${formatTime(modifiedAt)}`,
            color: 'dimmed',
          };
        return { icon: null, text: 'Sparas automatiskt när du börjar skriva', color: 'dimmed' };
    }
  })();
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite" data-testid="save-status" data-status={status.kind}>
      {content.icon}
      <Text size="sm" c={content.color}>
        {content.text}
      </Text>
    </Group>
  );
}
