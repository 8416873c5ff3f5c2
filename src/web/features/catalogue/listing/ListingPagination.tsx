import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '@shared/domain/format';
import { currentPage, type ListingState, pageCount } from '../catalogue-query';

/** "Visar 21–40 av 949" and the page buttons; nothing to page through means no buttons. */
export function ListingPagination({
  state,
  total,
  onPage,
}: {
  state: ListingState;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, state.limit);
  const from = Math.min(total, state.offset + 1);
  const to = Math.min(total, state.offset + state.limit);
  return (
    <Group justify="space-between" gap="sm" mt="lg">
      <Text size="sm" c="dimmed">
        Visar {formatNumber(from, 0)}–{formatNumber(to, 0)} av {formatNumber(total, 0)}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(currentPage(state), pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'next' ? 'Nästa sida' : control === 'previous' ? 'Föregående sida' : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': `Sida ${page}` })}
          data-testid="pagination"
        />
      )}
    </Group>
  );
}
