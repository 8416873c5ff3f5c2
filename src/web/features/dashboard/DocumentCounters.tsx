import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { type CounterName, contentApi } from '@shared/api/content.api';
import { formatNumber } from '@shared/domain/format';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';

const shown: { name: CounterName; label: string; hint: string }[] = [
  { name: 'allDocuments', label: 'Dokument', hint: 'aktiva, alla typer' },
  { name: 'archivedDocuments', label: 'Arkiverade', hint: 'i arkivet' },
  { name: 'deletedDocuments', label: 'I papperskorgen', hint: 'kan återställas' },
  { name: 'overdueInvoices', label: 'Förfallna fakturor', hint: 'slutförda, förfallodag passerad' },
];

function CounterCard(props: {
  label: string;
  hint: string;
  value: number | undefined;
  alert: boolean;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" shadow="xs" h="100%">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.3}>
        {props.label}
      </Text>
      {props.value === undefined ? (
        <Skeleton h={28} w={56} mt={6} />
      ) : (
        <Text fz={28} fw={700} lh={1.3} c={props.alert ? 'red.7' : undefined} data-testid={props.testId}>
          {formatNumber(props.value, 0)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {props.hint}
      </Text>
    </Paper>
  );
}

/** The firm's document counters; overdue invoices (a firm with invoices) turn red and open the invoice list. */
export function DocumentCounters({ invoiceListPath }: { invoiceListPath: string | null }) {
  const counters = useApiQuery(contentApi.counters, {});
  if (counters.error) {
    return <QueryError what="räknarna" error={counters.error} onRetry={() => void counters.refetch()} />;
  }
  return (
    <SimpleGrid cols={{ base: 2, md: invoiceListPath ? 4 : 3 }} spacing="sm" data-testid="dashboard-counters">
      {shown
        .filter((c) => c.name !== 'overdueInvoices' || invoiceListPath)
        .map(({ name, label, hint }) => {
          const value = counters.data?.[name];
          const card = (
            <CounterCard
              key={name}
              label={label}
              hint={hint}
              value={value}
              alert={name === 'overdueInvoices' && (value ?? 0) > 0}
              testId={`counter-${name}`}
            />
          );
          return name === 'overdueInvoices' && invoiceListPath ? (
            <UnstyledButton
              key={name}
              component={Link}
              to={invoiceListPath}
              aria-label={`${label}: visa fakturor`}
            >
              {card}
            </UnstyledButton>
          ) : (
            <div key={name}>{card}</div>
          );
        })}
    </SimpleGrid>
  );
}
