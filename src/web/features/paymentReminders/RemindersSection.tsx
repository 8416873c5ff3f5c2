import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatKr } from '@shared/domain/format';
import { IconAlarm } from '@tabler/icons-react';
import { useState } from 'react';
import { CardSection } from '../../kit';
import { ReminderDialog } from './ReminderDialog';
import { useInvoiceReminders } from './use-reminders';

/**
 * The invoice's payment reminders (issue #16, decision 0034): each with its date, fee and interest, printed
 * or not; "Skapa påminnelse" when the invoice is overdue and unpaid. Only for kinds that take payments,
 * completed, in a firm with the reminders module.
 */
export function RemindersSection({ docType, docUid }: { docType: DocumentType; docUid: string | null }) {
  const { applies, query, add, preview, print, remove } = useInvoiceReminders(docType, docUid);
  const [open, setOpen] = useState(false);
  if (!applies) return null;
  const state = query.data;
  // A draft is not owed yet; the payments card already says when it opens.
  if (state && state.invoiceNumber === null) return null;

  return (
    <CardSection
      titleId="reminders-title"
      title="Påminnelser"
      icon={<IconAlarm size={18} aria-hidden />}
      testId="document-reminders"
      badge={
        state &&
        state.reminders.length > 0 && (
          <Badge variant="light" color="orange">
            {state.reminders.length}
          </Badge>
        )
      }
      action={
        state &&
        state.refusal === null && (
          <Button size="compact-sm" onClick={() => setOpen(true)}>
            Skapa påminnelse
          </Button>
        )
      }
    >
      {query.isPending && <Skeleton h={40} />}
      {state && (
        <Stack gap="xs">
          {state.reminders.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="reminders-hint">
              {state.refusal ?? 'Inga påminnelser skickade ännu'}
            </Text>
          )}
          {state.reminders.length > 0 && (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Skickade påminnelser">
              {state.reminders.map((r) => (
                <li key={r.reminderUid} data-testid="reminder-row">
                  <Group justify="space-between" gap="xs" py={4} wrap="wrap">
                    <Text size="sm">
                      {r.reminderDate} · avgift <b>{formatKr(r.reminderFee)}</b>
                      {r.interestSum > 0 && <> · ränta {formatKr(r.interestSum)}</>}
                      <Text span size="sm" c="dimmed">
                        {' '}
                        · {r.printedDate ? 'utskriven' : 'ej utskriven'}
                      </Text>
                    </Text>
                    <Group gap={4}>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={`Skriv ut påminnelsen ${r.reminderDate}`}
                        onClick={() => void print(r.reminderUid)}
                      >
                        Skriv ut
                      </Button>
                      {r.deletable && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Ta bort påminnelsen ${r.reminderDate}`}
                          onClick={() => void remove(r.reminderUid, r.reminderDate)}
                        >
                          Ta bort
                        </Button>
                      )}
                    </Group>
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
      {state && open && (
        <ReminderDialog
          state={state}
          opened={open}
          onClose={() => setOpen(false)}
          onPreview={preview}
          onCreate={async (input) => {
            const refused = await add(input);
            if (!refused) setOpen(false);
            return refused;
          }}
        />
      )}
    </CardSection>
  );
}
