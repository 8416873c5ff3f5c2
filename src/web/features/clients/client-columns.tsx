import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ClientListRow, ClientSortField } from '@shared/api/clients.api';
import { clientSortFields } from '@shared/api/clients.api';
import { formatDate } from '@shared/domain/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** How each column of the client lists shows a row; the list's settings choose which and in what order. */
export interface ClientCellContext {
  editPath: (uid: string) => string;
  star: (row: ClientListRow) => ReactNode;
}

const stop = (e: React.MouseEvent) => e.stopPropagation();

function telLink(number: string) {
  if (!number) return null;
  return (
    <Anchor href={`tel:${number.replace(/[^\d+]/g, '')}`} onClick={stop} size="sm" c="dark.6">
      {number}
    </Anchor>
  );
}

export function renderClientCell(id: string, row: ClientListRow, ctx: ClientCellContext): ReactNode {
  switch (id) {
    case 'code':
      return (
        <Text size="sm" fw={600} ff="monospace">
          {row.code}
        </Text>
      );
    case 'name':
      return (
        <Group gap={4} wrap="wrap" miw={150}>
          <Anchor component={Link} to={ctx.editPath(row.uid)} fw={600} size="sm" onClick={stop}>
            {row.name}
          </Anchor>
          {row.hidden && (
            <Badge size="xs" variant="light" color="gray" tt="none">
              Dold
            </Badge>
          )}
        </Group>
      );
    case 'phone':
      return telLink(row.phone);
    case 'mobile':
      return telLink(row.mobile);
    case 'email':
      // Long addresses are cut with an ellipsis (the whole address on hover) so the row keeps its columns.
      return row.email ? (
        <Anchor
          href={`mailto:${row.email}`}
          onClick={stop}
          size="sm"
          c="dark.6"
          title={row.email}
          display="block"
          maw={200}
          truncate
        >
          {row.email}
        </Anchor>
      ) : null;
    case 'lastActivityAt':
      return formatDate(row.lastActivityAt);
    case 'favorite':
      return ctx.star(row);
    default: {
      const value = row[id as keyof ClientListRow];
      return typeof value === 'string' ? value : null;
    }
  }
}

/** Numbers and dates read badly broken over two lines; names and addresses may wrap. */
const unbroken = new Set([
  'code',
  'organizationCode',
  'phone',
  'mobile',
  'postalCode',
  'lastActivityAt',
  'favorite',
]);

export function cellWraps(columnId: string): boolean {
  return !unbroken.has(columnId);
}

export function sortFieldOf(columnId: string): ClientSortField | null {
  return (clientSortFields as readonly string[]).includes(columnId) ? (columnId as ClientSortField) : null;
}
