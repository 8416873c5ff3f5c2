import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Noun {
  one: string;
  many: string;
  /** An ett-word ("ett dokument"): "1 dokument markerat" rather than "markerad". */
  neuter?: boolean;
}

interface ListFooterProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there are more (decision 0037). */
  moreThanTotal?: boolean;
  noun: Noun;
  onPage: (page: number) => void;
  /** Actions on the whole result, beside the page buttons. */
  children?: ReactNode;
}

const thousands = new Intl.NumberFormat('sv-SE');

/**
 * "21–40 av 57 kunder" (or "av fler än 10 000 dokument" past the server's count) and the page buttons;
 * no buttons when everything fits on one page.
 */
export function ListFooter({
  page,
  pageSize,
  total,
  moreThanTotal,
  noun,
  onPage,
  children,
}: ListFooterProps) {
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
            : `${first}–${last} av ${moreThanTotal ? `fler än ${thousands.format(total)}` : total} ${noun.many}`}
      </Text>
      <Group gap="sm">
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
        {children}
      </Group>
    </Group>
  );
}

/** The footer for a list paged by offset (the own-* registers). */
export function OffsetListFooter({
  offset,
  total,
  noun,
  onOffset,
  pageSize,
  children,
}: {
  offset: number;
  total: number;
  noun: Noun;
  onOffset: (offset: number) => void;
  pageSize: number;
  children?: ReactNode;
}) {
  return (
    <ListFooter
      page={Math.floor(offset / pageSize) + 1}
      pageSize={pageSize}
      total={total}
      noun={noun}
      onPage={(page) => onOffset((page - 1) * pageSize)}
    >
      {children}
    </ListFooter>
  );
}
