import { Button, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { type EmployeeListRow, employeeSortFields, employeesApi } from '@shared/api/employees.api';
import { canAccess, type EmployeeRole, employeeRoles, roleLabels } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isAborted } from '../../api/api-error';
import { call, latestOnly } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { EmptyState, FilterBar, ListFooter } from '../../kit';
import { useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { ColumnSettingsButton, useListColumns } from '../listSettings';
import { EmployeeCards, type EmployeeSort, EmployeeTable } from './EmployeeTable';

const PAGE_SIZE = 20;
type ActiveFilter = 'all' | 'active' | 'inactive';

export function EmployeesPage() {
  const session = useSession();
  const phone = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [active, setActive] = useState<ActiveFilter>('all');
  const [role, setRole] = useState<EmployeeRole | null>(null);
  const [sort, setSort] = useState<EmployeeSort>({ by: 'loginName', desc: false });
  const [page, setPage] = useState(1);
  const { columns } = useListColumns('EMPLOYEES');
  const canManage = session ? canAccess(session, permissions.manageEmployees) : false;

  const parameters = {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    searchPattern: debounced,
    sortBy: sort.by,
    sortDesc: sort.desc,
    active: active === 'all' ? null : active === 'active',
    role,
  };
  const list = useQuery<{ totalCount: number; items: EmployeeListRow[] }, Error>({
    queryKey: apiQueryKey(employeesApi.list, parameters),
    queryFn: ({ signal }) =>
      call(employeesApi.list, parameters, { signal: latestOnly(employeesApi.list.path, signal) }),
    placeholderData: keepPreviousData,
  });

  const filtered = debounced !== '' || active !== 'all' || role !== null;
  const rows = list.data && columns ? list.data.items : null;

  return (
    <Page
      title="Anställda"
      intro="Inloggningar till Montör för ditt företag. Den som slutar inaktiveras: dokumenten visar fortfarande vem som gjorde arbetet."
      actions={
        canManage && (
          <Button component={Link} to="/employees/new" leftSection={<IconPlus size={18} />}>
            Ny anställd
          </Button>
        )
      }
    >
      <Stack gap="md">
        <FilterBar
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          placeholder="Sök på namn, inloggning, e-post …"
          label="Sök anställda"
          searchTestId="employee-search"
          actions={!phone && <ColumnSettingsButton type="EMPLOYEES" columns={columns} />}
        >
          <SegmentedControl
            value={active}
            onChange={(v) => {
              setActive(v as ActiveFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'Alla' },
              { value: 'active', label: 'Aktiva' },
              { value: 'inactive', label: 'Inaktiva' },
            ]}
            aria-label="Visa aktiva eller inaktiva"
          />
          <Select
            placeholder="Alla roller"
            aria-label="Roll"
            data={employeeRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
            value={role}
            onChange={(v) => {
              setRole(v as EmployeeRole | null);
              setPage(1);
            }}
            clearable
            w={180}
          />
        </FilterBar>
        {list.error && !isAborted(list.error) ? (
          <QueryError what="de anställda" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data && list.data.totalCount === 0 ? (
          <Paper withBorder radius="md">
            <EmptyState
              icon={filtered ? IconSearch : IconUsers}
              color="gray"
              title={filtered ? 'Ingen anställd matchar sökningen.' : 'Det finns inga anställda att visa.'}
              text={filtered ? 'Ändra sökningen eller filtret.' : 'Lägg upp en inloggning med Ny anställd.'}
            />
          </Paper>
        ) : phone ? (
          <EmployeeCards rows={rows} />
        ) : (
          <Paper withBorder radius="md" p="xs">
            <EmployeeTable
              columns={columns ?? []}
              rows={rows}
              sort={sort}
              onSort={(by) => {
                if (!(employeeSortFields as readonly string[]).includes(by)) return;
                setSort((s) => ({ by: by as EmployeeSort['by'], desc: s.by === by ? !s.desc : false }));
                setPage(1);
              }}
            />
          </Paper>
        )}
        {list.data && list.data.totalCount > 0 && (
          <ListFooter
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalCount}
            noun={{ one: 'anställd', many: 'anställda' }}
            onPage={setPage}
          />
        )}
      </Stack>
    </Page>
  );
}
