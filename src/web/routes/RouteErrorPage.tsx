import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../shell/NotFoundPage';
import { reportProblem } from '../shell/system-problem';

/** Shown in place of a page that failed to render; the details go to the system problem dialog. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportProblem(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <Center mih={400} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2}>Sidan kunde inte visas</Title>
        <Text c="dimmed">Något gick fel när sidan skulle visas. Ladda om sidan och försök igen.</Text>
        <Button onClick={() => window.location.reload()}>Ladda om sidan</Button>
      </Stack>
    </Center>
  );
}
