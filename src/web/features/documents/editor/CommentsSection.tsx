import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { DocumentComment } from '@shared/api/documents';
import { formatDateTime } from '@shared/domain/format';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';

interface CommentsSectionProps {
  comments: DocumentComment[];
  /** Null until the document has been saved once. */
  canAdd: boolean;
  onAdd: (text: string) => Promise<void>;
}

/** Internal comments on the document (employee, time, text), newest last. */
export function CommentsSection({ comments, canAdd, onAdd }: CommentsSectionProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onAdd(text.trim());
      setText('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="document-comments">
      <Text fw={600} mb="xs">
        Interna kommentarer
      </Text>
      <Stack gap="xs">
        {comments.length === 0 && (
          <Text size="sm" c="dimmed">
            Inga kommentarer ännu. Kommentarerna syns bara för er, aldrig för kunden.
          </Text>
        )}
        {comments.map((c) => (
          <div key={c.uid} data-testid="document-comment">
            <Text size="xs" c="dimmed">
              {c.employee.caption} · {formatDateTime(c.time)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.text}
            </Text>
          </div>
        ))}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            aria-label="Ny kommentar"
            placeholder={
              canAdd ? 'Skriv en kommentar …' : 'Kommentarer kan läggas till när dokumentet är sparat'
            }
            disabled={!canAdd}
            autosize
            minRows={1}
            maxRows={5}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void add();
            }}
            style={{ flex: 1 }}
            maxLength={2000}
            data-testid="comment-input"
          />
          <Button
            variant="light"
            leftSection={<IconMessagePlus size={16} />}
            disabled={!canAdd || !text.trim()}
            loading={busy}
            onClick={() => void add()}
          >
            Lägg till
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
