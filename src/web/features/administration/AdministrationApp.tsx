import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { administrationApi } from '@shared/api/administration.api';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiEvents, call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { PageTabs } from '../../kit';
import { PageLoader } from '../../shell/PageLoader';
import { QueryError } from '../../shell/QueryError';
import { usePageTitle } from '../../shell/use-page-title';
import { AdminLogin } from './AdminLogin';
import { adminSections } from './admin-sections';

const tabs = adminSections.map(({ path, label }) => ({ value: path, label }));

/**
 * /admin/*: the provider's administration outside the firms' shell — its own header, no firm menus, and
 * its own login when the browser's session is not an administrator's.
 */
export function AdministrationApp() {
  const current = useApiQuery(administrationApi.current, {}, { staleTime: 0 });
  const { refetch } = current;
  // An ended administration session (expired, logged out in another tab) shows this area's own login.
  useEffect(() => apiEvents.on('notAuthorised', () => void refetch()), [refetch]);
  if (current.error)
    return (
      <QueryError what="administrationen" error={current.error} onRetry={() => void current.refetch()} />
    );
  if (!current.data) return <PageLoader />;
  if (!current.data.admin) return <AdminLogin />;
  return <AdminLayout name={current.data.admin.displayName} />;
}

function AdminLayout({ name }: { name: string }) {
  const navigate = useNavigate();
  const requested = useParams()['*']?.split('/')[0] ?? '';
  const section = adminSections.find((s) => s.path === requested) ?? adminSections[0]!;
  const { Page, label } = section;
  usePageTitle(`${label} – Administration`);
  async function logOut() {
    await call(administrationApi.logout, {});
    window.location.assign('/admin');
  }
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="montor.9" c="white" py="sm">
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Title order={1} fz={{ base: 18, sm: 20 }} c="white">
                Montör Administration
              </Title>
              <Text size="xs" c="montor.1">
                Inloggad som {name}
              </Text>
            </div>
            <Button
              variant="white"
              size="xs"
              leftSection={<IconLogout size={16} />}
              onClick={() => void logOut()}
            >
              Logga ut
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main">
        <PageTabs
          tabs={tabs}
          value={section.path}
          onChange={(value) => void navigate(`/admin/${value}`)}
          mb="lg"
        >
          <Page />
        </PageTabs>
      </Container>
    </Box>
  );
}
