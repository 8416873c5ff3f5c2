import {
  Button,
  Card,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { providerApi } from '@shared/api/provider.api';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { useGlobalSettings, useSession } from '../../session/session-store';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { BecomeCustomerDialog } from '../forms';
import { WarehouseCard } from './WarehouseCard';
import { searchWarehouses } from './warehouse-search';

function LoadingCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {placeholders(6).map((key) => (
        <Card key={key} withBorder radius="md" padding="md">
          <Skeleton h={18} w="60%" mb="sm" />
          <Skeleton h={12} w="80%" mb={6} />
          <Skeleton h={12} w="50%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function WarehousesPage() {
  const provider = useGlobalSettings()?.provider;
  const warehouses = useApiQuery(providerApi.warehouses, {});
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const found = useMemo(
    () => searchWarehouses(warehouses.data?.items ?? [], debounced),
    [warehouses.data, debounced],
  );
  const cityCount = new Set(found.map((w) => w.city)).size;
  // A logged-in employee's firm is a customer already; only visitors are offered the application.
  const visitor = !useSession();
  const [applyAt, setApplyAt] = useState<{ code: string | null } | null>(null);
  const providerName = provider?.name ?? 'Grossisten';

  return (
    <Page
      title="Hitta ditt lager"
      intro={`${providerName} finns på orter i hela landet. Sök upp närmaste lager för öppettider, adress och telefon.`}
    >
      <Stack gap="lg">
        {visitor && (
          <Paper radius="lg" p="lg" bg="montor.0" data-testid="become-customer">
            <Group justify="space-between" gap="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <IconBuildingStore size={32} aria-hidden style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={700}>Vill ditt företag bli kund?</Text>
                  <Text size="sm">
                    Ansök här så hör lagret av sig om konto, leveranser och inloggning till Montör.
                  </Text>
                </div>
              </Group>
              <Button onClick={() => setApplyAt({ code: null })}>Ansök om att bli kund</Button>
            </Group>
          </Paper>
        )}
        <TextInput
          placeholder="Sök på ort, lagrets namn, adress eller postnummer"
          aria-label="Sök lager"
          leftSection={<IconSearch size={18} />}
          rightSection={
            query ? <CloseButton aria-label="Rensa sökningen" onClick={() => setQuery('')} /> : null
          }
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          size="md"
          maw={560}
          data-testid="warehouse-search"
        />
        {warehouses.isPending ? (
          <LoadingCards />
        ) : warehouses.error ? (
          <QueryError what="lagren" error={warehouses.error} onRetry={() => void warehouses.refetch()} />
        ) : found.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {debounced.trim()
              ? `Inga lager matchar ”${debounced.trim()}”.`
              : 'Det finns inga lager att visa.'}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {found.length === 1 ? '1 lager' : `${found.length} lager`} på{' '}
              {cityCount === 1 ? '1 ort' : `${cityCount} orter`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {found.map((w) => (
                <WarehouseCard
                  key={w.uid}
                  warehouse={w}
                  onApply={visitor ? () => setApplyAt({ code: w.code }) : undefined}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      <BecomeCustomerDialog
        opened={applyAt !== null}
        onClose={() => setApplyAt(null)}
        warehouses={warehouses.data?.items ?? []}
        warehouseCode={applyAt?.code ?? null}
        providerName={providerName}
      />
    </Page>
  );
}
