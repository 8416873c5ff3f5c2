import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type CounterName, contentApi } from '@shared/api/content.api';
import { formatNumber } from '@shared/domain/format';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';

const shownCounters: { name: CounterName; label: string }[] = [
  { name: 'allDocuments', label: 'Dokument' },
  { name: 'clients', label: 'Aktiva kunder' },
  { name: 'overdueInvoices', label: 'Förfallna fakturor' },
  { name: 'unreadMessages', label: 'Olästa meddelanden' },
  { name: 'employees', label: 'Anställda' },
  { name: 'ownArticles', label: 'Egna artiklar' },
  { name: 'ownPrices', label: 'Egna priser' },
  { name: 'archivedDocuments', label: 'Arkiverade dokument' },
];

export function CounterCards() {
  const counters = useApiQuery(contentApi.counters, {});

  if (counters.error) {
    return <QueryError what="översikten" error={counters.error} onRetry={() => void counters.refetch()} />;
  }

  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="counters">
      {shownCounters.map(({ name, label }) => (
        <Paper key={name} withBorder radius="md" p="md" shadow="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.3}>
            {label}
          </Text>
          {counters.data ? (
            <Text
              fz={28}
              fw={700}
              lh={1.3}
              c={name === 'overdueInvoices' && counters.data[name] > 0 ? 'red.7' : undefined}
              data-testid={`counter-${name}`}
            >
              {formatNumber(counters.data[name], 0)}
            </Text>
          ) : (
            <Skeleton h={28} w={56} mt={6} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
