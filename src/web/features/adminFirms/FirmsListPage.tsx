import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { adminFirmsApi } from '@shared/api/adminFirms.api';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { accessLevelLabels, FIRMS_PATH, orgNumberText } from './firm-labels';

const PAGE_SIZE = 25;
type ActiveFilter = 'ACTIVE' | 'INACTIVE' | 'ALL';

/** The provider's customer firms: found by number, name or organisation number, a page at a time. */
export function FirmsListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [active, setActive] = useState<ActiveFilter>('ACTIVE');
  const [page, setPage] = useState(1);
  const list = useApiQuery(adminFirmsApi.list, {
    search: debounced,
    active,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.totalCount / PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Sök företag"
          placeholder="Kundnummer, namn eller organisationsnummer"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 380 }}
        />
        <Group gap="sm">
          <SegmentedControl
            aria-label="Visa"
            value={active}
            onChange={(v) => {
              setActive(v as ActiveFilter);
              setPage(1);
            }}
            data={[
              { value: 'ACTIVE', label: 'Aktiva' },
              { value: 'INACTIVE', label: 'Inaktiva' },
              { value: 'ALL', label: 'Alla' },
            ]}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate(`${FIRMS_PATH}/ny`)}>
            Nytt företag
          </Button>
        </Group>
      </Group>
      {list.error ? (
        <QueryError what="företagen" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={240} radius="md" />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {debounced.trim() ? `Inga företag matchar ”${debounced.trim()}”.` : 'Inga företag att visa.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="Företag">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="firms-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kundnummer</Table.Th>
                <Table.Th>Företag</Table.Th>
                <Table.Th>Organisationsnummer</Table.Th>
                <Table.Th>Konto</Table.Th>
                <Table.Th ta="right">Anställda</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((firm) => (
                <Table.Tr key={firm.uid}>
                  <Table.Td>{firm.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`${FIRMS_PATH}/${firm.uid}`} fw={500}>
                      {firm.name}
                    </Anchor>
                    {!firm.active && (
                      <Badge ml="xs" color="gray" variant="light">
                        Inaktivt
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{orgNumberText(firm.organisationNumber)}</Table.Td>
                  <Table.Td>{accessLevelLabels[firm.accessLevel]}</Table.Td>
                  <Table.Td ta="right">{firm.employeeCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {list.data.totalCount} företag
          </Text>
          <Pagination
            value={page}
            onChange={setPage}
            total={pages}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' ? 'Nästa sida' : control === 'previous' ? 'Föregående sida' : undefined,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
