import { ActionIcon, Avatar, Box, Button, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLogin, IconLogout, IconUserCog } from '@tabler/icons-react';
import { Link } from 'react-router';
import { openLogin } from '../features/auth';
import { BasketButton } from '../features/kiosk';
import { useSession, useSessionStatus } from '../session/session-store';
import classes from './Header.module.css';
import { useLogout } from './use-logout';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function AccountWidget() {
  const status = useSessionStatus();
  const session = useSession();
  const onLogout = useLogout();

  if (status === 'loading') return <Skeleton h={38} w={200} radius="md" />;

  if (!session) {
    return (
      <Button leftSection={<IconLogin size={18} />} onClick={() => openLogin()} data-testid="header-login">
        Logga in
      </Button>
    );
  }

  return (
    <div className={classes.accountBar} data-testid="account-widget">
      <UnstyledButton component={Link} to="/montor" className={classes.account} title="Mina sidor">
        <Avatar color="montor" radius="xl" size={36} data-testid="account-avatar">
          {initials(session.employeeName)}
        </Avatar>
        <Box visibleFrom="sm" maw={220}>
          <Text size="sm" fw={600} lh={1.25} truncate data-testid="account-employee">
            {session.employeeName}
          </Text>
          <Text size="xs" c="dimmed" lh={1.25} truncate data-testid="account-firm">
            {session.customerName}
          </Text>
        </Box>
      </UnstyledButton>
      <BasketButton />
      <Tooltip label="Mina uppgifter och lösenord">
        <ActionIcon
          component={Link}
          to="/montor/profil"
          variant="default"
          size={36}
          aria-label="Mina uppgifter"
          data-testid="account-profile"
        >
          <IconUserCog size={18} />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" leftSection={<IconLogout size={16} />} onClick={onLogout} visibleFrom="sm">
        Logga ut
      </Button>
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Logga ut"
        onClick={onLogout}
        hiddenFrom="sm"
        className={classes.wideOnly}
      >
        <IconLogout size={18} />
      </ActionIcon>
    </div>
  );
}
