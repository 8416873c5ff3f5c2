import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ListType, listSettingsApi, reconcileColumns } from '@shared/api/listSettings.api';
import { IconArrowDown, IconArrowUp, IconColumns3, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { type LabelledColumn, labelColumns, moveColumn, setColumnVisible } from './column-order';

interface ColumnSettingsButtonProps {
  type: ListType;
  columns: LabelledColumn[] | null;
}

/** "Kolumner": which columns a list shows and in which order, saved for this employee (api-spec §7.6). */
export function ColumnSettingsButton({ type, columns }: ColumnSettingsButtonProps) {
  const [opened, modal] = useDisclosure(false);
  const [draft, setDraft] = useState<LabelledColumn[]>([]);
  const session = useSession();
  const save = useApiMutation(listSettingsApi.save);

  function open() {
    setDraft(columns ?? []);
    modal.open();
  }

  async function submit() {
    const result = await save.mutateAsync({
      settings: [{ type, columns: draft.map(({ id, visible }) => ({ id, visible })) }],
    });
    const item = result.items.find((i) => i.type === type);
    if (item) queryClient.setQueryData(apiQueryKey(listSettingsApi.load, { type }), item);
    notifications.show({ color: 'green', message: 'Kolumnvalet är sparat', autoClose: 3000 });
    modal.close();
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconColumns3 size={18} />}
        onClick={open}
        disabled={!columns}
        data-testid="column-settings"
      >
        Kolumner
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Välj kolumner" centered size="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Bocka i de kolumner du vill se och ändra ordningen med pilarna. Valet sparas för din inloggning.
          </Text>
          {session && !session.employeeSaveAndUseListViewSettings && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle />}>
              Sparade kolumnval är avstängda under Mina uppgifter, så listan visar standardkolumnerna tills du
              slår på dem igen.
            </Alert>
          )}
          <Paper withBorder radius="md">
            {draft.map((column, index) => (
              <Group
                key={column.id}
                justify="space-between"
                px="sm"
                py={6}
                style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined }}
              >
                <Checkbox
                  label={column.required ? `${column.label} (visas alltid)` : column.label}
                  checked={column.visible}
                  disabled={column.required}
                  onChange={(e) => {
                    // Read now: the updater may run after the event, when `currentTarget` is null.
                    const checked = e.currentTarget.checked;
                    setDraft((d) => setColumnVisible(d, column.id, checked));
                  }}
                />
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Flytta ${column.label} upp`}
                    disabled={index === 0}
                    onClick={() => setDraft((d) => moveColumn(d, index, -1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Flytta ${column.label} ner`}
                    disabled={index === draft.length - 1}
                    onClick={() => setDraft((d) => moveColumn(d, index, 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Paper>
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" onClick={() => setDraft(labelColumns(type, reconcileColumns(type, [])))}>
              Återställ standard
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={modal.close}>
                Avbryt
              </Button>
              <Button
                onClick={() => void submit()}
                loading={save.isPending}
                data-testid="column-settings-save"
              >
                Spara
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
