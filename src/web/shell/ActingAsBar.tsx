import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useSession } from '../session/session-store';
import { useLogout } from './use-logout';

/**
 * A provider administrator working as one of the firm's employees (decision 0059) sees it on every page,
 * so nobody mistakes the session for the employee's own; logging out ends the acting.
 */
export function ActingAsBar() {
  const session = useSession();
  const logout = useLogout();
  if (!session?.adminLogin) return null;
  return (
    <Box bg="yellow.3" c="dark.9" py={6} data-testid="acting-as-bar">
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconShieldLock size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={500}>
              Du är inloggad som {session.employeeName} hos {session.customerName} av{' '}
              {session.adminName ?? session.adminLogin} (leverantören)
            </Text>
          </Group>
          <Button
            size="compact-sm"
            variant="white"
            color="dark"
            style={{ flexShrink: 0 }}
            onClick={() => void logout()}
          >
            Logga ut
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
