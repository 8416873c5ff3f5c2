import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { employeesApi } from '@shared/api/employees.api';
import { roleLabels } from '@shared/domain/access';
import { formatDateTime } from '@shared/domain/format';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/hooks';
import { Page } from '../../shell/Page';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { EmployeeForm } from './EmployeeForm';

function BackLink() {
  return (
    <Button component={Link} to="/employees" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      Anställda
    </Button>
  );
}

export function EmployeeEditPage() {
  const { uid } = useParams();
  const query = useApiQuery(
    employeesApi.employee,
    { uid: uid ?? '' },
    { enabled: Boolean(uid), staleTime: 0, refetchOnMount: 'always' },
  );

  if (!uid) {
    return (
      <Page title="Ny anställd" actions={<BackLink />}>
        <EmployeeForm key="new" employee={null} />
      </Page>
    );
  }
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Page title="Den anställde finns inte">
          <Paper withBorder radius="md" p="xl">
            <Stack align="flex-start" gap="sm">
              <Text>Det finns ingen anställd med den här länken i ditt företag.</Text>
              <Button component={Link} to="/employees">
                Till listan över anställda
              </Button>
            </Stack>
          </Paper>
        </Page>
      );
    }
    return (
      <Page title="Anställd">
        <QueryError what="den anställde" error={query.error} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  if (!query.data || !query.isFetchedAfterMount) {
    return (
      <Page title="Anställd">
        <PageLoader />
      </Page>
    );
  }
  const employee = query.data;
  return (
    <Page
      title={employee.data.displayName}
      actions={<BackLink />}
      intro={
        <Group gap="xs" component="span">
          <Text span c="dimmed">
            {employee.data.loginName} ·{' '}
            {employee.lastLoginAt
              ? `senast inloggad ${formatDateTime(employee.lastLoginAt)}`
              : 'har aldrig loggat in'}
          </Text>
          <Badge variant="light" tt="none">
            {roleLabels[employee.data.role]}
          </Badge>
          {!employee.data.active && (
            <Badge variant="light" color="gray" tt="none">
              Inaktiv
            </Badge>
          )}
        </Group>
      }
    >
      <EmployeeForm key={employee.uid} employee={employee} />
    </Page>
  );
}
