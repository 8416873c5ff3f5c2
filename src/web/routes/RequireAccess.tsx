import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { EndpointAccess } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { openLogin } from '../features/auth';
import { useSession, useSessionStatus } from '../session/session-store';
import { PageLoader } from '../shell/PageLoader';

/** Who may open a page: the same shape as an endpoint's access, checked with the same `canAccess`. */
export type RouteAccess = EndpointAccess;

function RedirectHome({ askToLogIn }: { askToLogIn: boolean }) {
  useEffect(() => {
    if (askToLogIn) openLogin();
  }, [askToLogIn]);
  return <Navigate to="/" replace />;
}

function ServerUnreachable() {
  return (
    <Center mih={360}>
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconPlugConnectedX size={30} />
        </ThemeIcon>
        <Title order={2}>Ingen kontakt med servern</Title>
        <Text c="dimmed">Sidan kunde inte laddas eftersom servern inte svarar just nu.</Text>
        <Button onClick={() => window.location.reload()}>Ladda om sidan</Button>
      </Stack>
    </Center>
  );
}

/**
 * A failing check sends the user to the start page. A visitor who opened an employee page is also
 * asked to log in; someone whose session just ended (logout, another tab) is not.
 */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const status = useSessionStatus();
  const session = useSession();
  const hadSession = useRef(false);

  // The administration area asks for its own login (a provider administrator's session, not a firm's).
  if (access.kind === 'visitor' || access.kind === 'providerAdmin') return children;
  if (status === 'loading') return <PageLoader />;
  if (status === 'failed') return <ServerUnreachable />;
  if (!session) return <RedirectHome askToLogIn={!hadSession.current} />;
  hadSession.current = true;
  if (!canAccess(session, access)) return <Navigate to="/" replace />;
  return children;
}
