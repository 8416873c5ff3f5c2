import { Group, Pagination, Text } from '@mantine/core';

interface ListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  noun: { one: string; many: string };
  onPage: (page: number) => void;
}

/** "21–40 av 57 kunder" and the page buttons; no buttons when everything fits on one page. */
export function ListFooter({ page, pageSize, total, noun, onPage }: ListFooterProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-count">
        {total === 0
          ? `Inga ${noun.many}`
          : pages === 1
            ? `${total} ${total === 1 ? noun.one : noun.many}`
            : `${first}–${last} av ${total} ${noun.many}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Föregående sida' : control === 'next' ? 'Nästa sida' : undefined,
          })}
        />
      )}
    </Group>
  );
}
