import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { administrationApi } from '@shared/api/administration.api';
import { formatDateTime } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyState, OffsetListFooter, SearchInput } from '../../kit';
import { QueryError } from '../../shell/QueryError';
import { actionLabel, describeChange } from './audit-labels';

const PAGE = 50;

/** Every administrative action, newest first, searchable by admin, action or what it concerned. */
export function AuditLogPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [offset, setOffset] = useState(0);
  const log = useApiQuery(administrationApi.auditLog, { search: debounced, offset, limit: PAGE });
  return (
    <Stack gap="md">
      <SearchInput
        aria-label="Sök i loggen"
        placeholder="Sök på administratör, åtgärd, företag eller användarnamn"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setOffset(0);
        }}
        maw={560}
      />
      {log.error ? (
        <QueryError what="loggen" error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Skeleton h={200} radius="md" />
      ) : log.data.items.length === 0 ? (
        <EmptyState
          icon={IconSearch}
          title="Inget i loggen"
          text={debounced ? `Inget matchar ”${debounced}”.` : 'Inga åtgärder ännu.'}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label="Loggen">
            <Table striped verticalSpacing="xs" data-testid="audit-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tid</Table.Th>
                  <Table.Th>Administratör</Table.Th>
                  <Table.Th>Åtgärd</Table.Th>
                  <Table.Th>Gäller</Table.Th>
                  <Table.Th>Ändring</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.items.map((entry) => (
                  <Table.Tr key={entry.uid}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.adminName}</Table.Td>
                    <Table.Td>{actionLabel(entry.action)}</Table.Td>
                    <Table.Td>{entry.targetLabel}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="gray.7">
                        {entry.before || entry.after
                          ? `${describeChange(entry.before)} → ${describeChange(entry.after)}`
                          : entry.ip
                            ? `Från ${entry.ip}`
                            : '–'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <OffsetListFooter
            offset={offset}
            pageSize={PAGE}
            total={log.data.totalCount}
            onOffset={setOffset}
            noun={{ one: 'åtgärd', many: 'åtgärder' }}
          />
        </>
      )}
    </Stack>
  );
}
