import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { adminCatalogueApi, type Campaign } from '@shared/api/adminCatalogue.api';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { EmptyState, MoneyInput, OffsetListFooter, refusalOf, SearchInput } from '../../kit';
import { confirm } from '../../shell/dialogs';
import { QueryError } from '../../shell/QueryError';

const PAGE = 25;
const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(adminCatalogueApi.campaigns) });

/**
 * Campaign prices by hand (decision 0067): a price for everyone up to and including a last day, set on an
 * article, changed or ended now. The price file stays the source: its next import decides again.
 */
export function CampaignsCard() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [offset, setOffset] = useState(0);
  const list = useApiQuery(adminCatalogueApi.campaigns, {
    ...(debounced.trim() ? { search: debounced.trim() } : {}),
    offset,
    limit: PAGE,
  });
  const [editing, setEditing] = useState<Campaign | null>(null);
  return (
    <Paper withBorder radius="md" p="md" data-testid="campaigns">
      <Title order={2} fz="h4" mb="xs">
        Kampanjpriser
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={720}>
        Ett kampanjpris gäller alla kunder till och med sista dagen; har kunden ett lägre nettopris gäller
        det. Nästa prisfil bestämmer på nytt.
      </Text>
      <CampaignForm key={editing?.article ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <SearchInput
        mt="md"
        aria-label="Sök kampanj"
        placeholder="Artikelnummer eller benämning"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setOffset(0);
        }}
        w={{ base: '100%', sm: 360 }}
      />
      {list.error ? (
        <QueryError what="kampanjerna" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={120} mt="sm" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={IconDiscount}
          title={debounced ? `Ingen kampanj matchar ”${debounced}”` : 'Inga kampanjer just nu'}
          text="Sätt ett kampanjpris ovan, eller ladda upp en prisfil med kampanjkolumnerna."
        />
      ) : (
        <>
          <CampaignTable items={list.data.items} onEdit={setEditing} />
          <OffsetListFooter
            offset={offset}
            pageSize={PAGE}
            total={list.data.totalCount}
            onOffset={setOffset}
            noun={{ one: 'kampanj', many: 'kampanjer' }}
          />
        </>
      )}
    </Paper>
  );
}

function CampaignTable({ items, onEdit }: { items: Campaign[]; onEdit: (c: Campaign) => void }) {
  async function end(c: Campaign) {
    const sure = await confirm({
      title: 'Avsluta kampanjen',
      message: `${c.article} ${c.name} får sitt vanliga pris igen, för alla kunder, nu.`,
      confirmLabel: 'Avsluta',
      danger: true,
    });
    if (!sure) return;
    await call(adminCatalogueApi.endCampaign, { article: c.article });
    notifications.show({ message: `Kampanjen på ${c.article} är avslutad.` });
    await refresh();
  }
  return (
    <Table.ScrollContainer
      minWidth={720}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Kampanjer"
      mt="sm"
    >
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Artikel</Table.Th>
            <Table.Th>Benämning</Table.Th>
            <Table.Th ta="right">Listpris</Table.Th>
            <Table.Th ta="right">Kampanjpris</Table.Th>
            <Table.Th>Sista dag</Table.Th>
            <Table.Th>Åtgärd</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((c) => (
            <Table.Tr key={c.article}>
              <Table.Td>{c.article}</Table.Td>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td ta="right">{c.grossPriceOre === null ? '–' : formatKr(c.grossPriceOre)}</Table.Td>
              <Table.Td ta="right">
                {formatKr(c.campaignPriceOre)}/{c.unit}
              </Table.Td>
              <Table.Td>
                {c.endsOn ? formatDate(c.endsOn) : 'Tills vidare'}
                {c.state === 'ENDED' && (
                  <Badge ml="xs" size="sm" color="gray" variant="light" tt="none">
                    Avslutad
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEdit(c)}
                    aria-label={`Ändra ${c.article}`}
                  >
                    Ändra
                  </Button>
                  {c.state === 'RUNNING' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void end(c)}
                      aria-label={`Avsluta ${c.article}`}
                    >
                      Avsluta
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface Values {
  article: string;
  campaignPriceOre: number | null;
  endsOn: string;
}

/** Sets a campaign on an article, or changes the chosen one's price and last day. */
function CampaignForm({ editing, onDone }: { editing: Campaign | null; onDone: () => void }) {
  const [values, setValues] = useState<Values>({
    article: editing?.article ?? '',
    campaignPriceOre: editing?.campaignPriceOre ?? null,
    endsOn: editing?.endsOn ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function save() {
    if (values.campaignPriceOre === null) return setErrors({ campaignPriceOre: 'Ange kampanjpriset' });
    setSaving(true);
    setErrors({});
    setGeneral(null);
    try {
      const saved = await call(
        adminCatalogueApi.setCampaign,
        { article: values.article, campaignPriceOre: values.campaignPriceOre, endsOn: values.endsOn || null },
        { handleErrors: false },
      );
      notifications.show({ color: 'green', message: `Kampanjpriset på ${saved.article} är sparat.` });
      setValues({ article: '', campaignPriceOre: null, endsOn: '' });
      onDone();
      await refresh();
    } catch (error) {
      const refused = refusalOf(error);
      setErrors(refused.fields);
      setGeneral(refused.general);
    } finally {
      setSaving(false);
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
      data-testid="campaign-form"
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Artikelnummer"
            withAsterisk
            readOnly={editing !== null}
            value={values.article}
            onChange={(e) => setValues({ ...values, article: e.currentTarget.value })}
            error={errors.article}
          />
          <MoneyInput
            label="Kampanjpris exkl. moms"
            withAsterisk
            value={values.campaignPriceOre}
            onChange={(ore) => setValues({ ...values, campaignPriceOre: ore })}
            error={errors.campaignPriceOre}
          />
          <TextInput
            label="Sista dag"
            description="Tom: tills vidare"
            type="date"
            value={values.endsOn}
            onChange={(e) => setValues({ ...values, endsOn: e.currentTarget.value })}
            error={errors.endsOn}
          />
        </SimpleGrid>
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            {editing ? 'Spara kampanjen' : 'Sätt kampanjpris'}
          </Button>
          {editing && (
            <Button variant="default" onClick={onDone}>
              Avbryt
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
