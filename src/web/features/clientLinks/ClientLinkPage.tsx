import {
  Alert,
  Box,
  Button,
  Container,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { clientLinksApi, type PublicDocument } from '@shared/api/clientLinks.api';
import { IconAlertCircle, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { usePageTitle } from '../../shell/use-page-title';
import { documentCaption, PublicDocumentView } from './PublicDocumentView';

/**
 * The one page for a wrong, expired or revoked link: it says the same whatever the reason, so it tells
 * nothing about which tokens exist or whose they were.
 */
export function ClientLinkUnavailable() {
  usePageTitle('Länken går inte att öppna');
  return (
    <Stack align="center" gap="md" ta="center" py="xl" data-testid="client-link-unavailable">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconLinkOff size={34} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={26}>
        Länken går inte att öppna
      </Title>
      <Text maw={480}>
        Länken kan ha gått ut, blivit återkallad eller vara felskriven. Kontakta den som skickade den till dig
        om du behöver en ny länk.
      </Text>
    </Stack>
  );
}

function Loading() {
  return (
    <Stack gap="md" data-testid="client-link-loading">
      <VisuallyHidden role="status">Dokumentet hämtas</VisuallyHidden>
      <Skeleton h={40} w={220} />
      <Skeleton h={260} />
      <Skeleton h={120} />
    </Stack>
  );
}

function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const busy = isApiError(error) && error.status === 429;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      title="Dokumentet kunde inte hämtas"
      data-testid="client-link-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {busy
            ? 'För många försök på kort tid. Vänta en stund och försök igen.'
            : 'Kontrollera anslutningen och försök igen.'}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          Försök igen
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The client's page at `/lank/:token` (issue #21): no login and none of the app around it, only the
 * firm's document. Asked once per visit: every read counts as an opening and against the rate limit.
 */
export function ClientLinkPage() {
  const token = useParams().token ?? '';
  const [gone, setGone] = useState(false);
  const [justDecided, setJustDecided] = useState(false);
  const query = useApiQuery(
    clientLinksApi.view,
    { token },
    { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  );
  const unavailable = gone || (isApiError(query.error) && query.error.status === 404);
  usePageTitle(
    query.data && !unavailable
      ? `${documentCaption(query.data.document)} från ${query.data.firm.name}`
      : null,
  );

  function decided(view: PublicDocument) {
    queryClient.setQueryData(apiQueryKey(clientLinksApi.view, { token }), view);
    // The thanks takes the form's place, where the client is looking: no scrolling needed.
    setJustDecided(true);
  }

  return (
    <Box component="main" mih="100vh" bg="gray.0" py={{ base: 'md', sm: 'xl' }}>
      <Container size={880} px={{ base: 'xs', sm: 'md' }}>
        {unavailable ? (
          <ClientLinkUnavailable />
        ) : query.error ? (
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Loading />
        ) : (
          <PublicDocumentView
            token={token}
            view={query.data}
            justDecided={justDecided}
            onDecided={decided}
            onUnavailable={() => setGone(true)}
          />
        )}
      </Container>
    </Box>
  );
}
