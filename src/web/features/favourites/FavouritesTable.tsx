import { ActionIcon, Anchor, Box, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { CatalogueCard } from '@shared/api/catalogue.api';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProductImage, StockIndicator, unitAbbreviation } from '../catalogue';
import { AddToBasket } from '../kiosk';

interface FavouritesTableProps {
  items: CatalogueCard[];
  gross: boolean;
  net: boolean;
  onRemove: (item: CatalogueCard) => void;
}

function NetPrice({ item }: { item: CatalogueCard }) {
  const { regularPrice, specialPrice, specialPriceEndDate } = item.prices;
  if (regularPrice === null) return <Text size="sm">–</Text>;
  const campaign = specialPrice !== null && specialPrice === regularPrice;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600} c={campaign ? 'red.7' : undefined}>
        {formatKr(regularPrice)}
      </Text>
      {campaign && specialPriceEndDate && (
        <Text size="xs" c="red.7">
          Kampanj t.o.m. {formatDate(specialPriceEndDate)}
        </Text>
      )}
    </Stack>
  );
}

/** The one price a phone has room for: net when the firm may see it, else the list price. */
function PhonePrice({ item, gross, net }: { item: CatalogueCard; gross: boolean; net: boolean }) {
  const useNet = net && item.prices.regularPrice !== null;
  const amount = useNet ? item.prices.regularPrice : gross ? item.prices.retailPrice : null;
  if (amount === null) return null;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={700}>
        {formatKr(amount)}
        <Text span size="xs" c="dimmed" fw={400}>
          /{unitAbbreviation(item.unit)}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {useNet ? 'Nettopris' : 'Listpris'} exkl. moms
      </Text>
    </Stack>
  );
}

function Name({ item }: { item: CatalogueCard }) {
  return (
    <div>
      <Anchor component={Link} to={item.link} size="sm" fw={600} c="dark.7" data-testid="favourite-name">
        {item.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        Art.nr {item.article}
        {item.rsk ? ` · RSK ${formatRsk(item.rsk)}` : ''}
        {!item.active ? ' · Utgått' : ''}
      </Text>
    </div>
  );
}

function BasketAdd({ item }: { item: CatalogueCard }) {
  return <AddToBasket productId={item.id} name={item.name} unit={item.unit} active={item.active} compact />;
}

function RemoveButton({ item, onRemove }: { item: CatalogueCard; onRemove: (item: CatalogueCard) => void }) {
  return (
    <Tooltip label="Ta bort ur favoriter" withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onRemove(item)}
        aria-label={`Ta bort ${item.name} ur favoriter`}
        data-testid="favourite-remove"
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The favourites with the price columns the firm may see: list prices for everyone, net prices unless the
 * employee's are hidden. A table on a wide screen, one card per product on a phone.
 */
export function FavouritesTable({ items, gross, net, onRemove }: FavouritesTableProps) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover data-testid="favourites-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64} />
              <Table.Th>Produkt</Table.Th>
              <Table.Th>Lager</Table.Th>
              {gross && <Table.Th ta="right">Listpris</Table.Th>}
              {net && <Table.Th ta="right">Nettopris</Table.Th>}
              <Table.Th w={110}>Beställ</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid="favourite-row">
                <Table.Td>
                  <Box
                    w={48}
                    h={48}
                    bg="gray.0"
                    style={{ borderRadius: 6, display: 'grid', placeItems: 'center' }}
                  >
                    <ProductImage src={item.image} size={22} />
                  </Box>
                </Table.Td>
                <Table.Td>
                  <Name item={item} />
                </Table.Td>
                <Table.Td>
                  <StockIndicator card={item} />
                </Table.Td>
                {gross && (
                  <Table.Td ta="right">
                    <Text size="sm">
                      {item.prices.retailPrice === null ? '–' : formatKr(item.prices.retailPrice)}
                    </Text>
                  </Table.Td>
                )}
                {net && (
                  <Table.Td ta="right">
                    <NetPrice item={item} />
                  </Table.Td>
                )}
                <Table.Td>
                  <BasketAdd item={item} />
                </Table.Td>
                <Table.Td>
                  <RemoveButton item={item} onRemove={onRemove} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Priser exkl. moms per enhet.
        </Text>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        {items.map((item) => (
          <Card key={item.id} withBorder radius="md" padding="sm" data-testid="favourite-card">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box
                w={56}
                h={56}
                bg="gray.0"
                style={{ borderRadius: 6, display: 'grid', placeItems: 'center', flexShrink: 0 }}
              >
                <ProductImage src={item.image} size={24} />
              </Box>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Name item={item} />
                <Group justify="space-between" gap="xs" align="flex-end">
                  <StockIndicator card={item} />
                  <PhonePrice item={item} gross={gross} net={net} />
                </Group>
                <Group justify="flex-end">
                  <BasketAdd item={item} />
                </Group>
              </Stack>
              <RemoveButton item={item} onRemove={onRemove} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
