import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DocumentItemView } from '@shared/api/documents';
import type { WarehouseStock } from '@shared/api/unixDocuments.api';
import { formatKr } from '@shared/domain/format';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { formatQuantity } from '../catalogue';

export interface UnixLinesProps {
  items: DocumentItemView[];
  /** Net (purchase) prices may be shown to this employee. */
  netVisible: boolean;
  /** The follow-up shows the provider's retail price beside the purchase price; the invoice does not. */
  showRetail: boolean;
  /** Stock per warehouse by line uid (follow-ups only). */
  stock?: Record<string, WarehouseStock[]>;
}

const money = (ore: number | null) => (ore === null ? '–' : formatKr(ore));

/** What a line costs the firm: purchase price times quantity, or the line's sum where net prices are hidden. */
function lineSum(item: DocumentItemView, netVisible: boolean): number {
  if (netVisible && item.purchasePriceOre !== null)
    return Math.round((item.purchasePriceOre * item.quantity) / 1000);
  return item.sumOre;
}

function UnknownFlag() {
  return (
    <Tooltip label="Artikeln finns inte i katalogen – kontrollera den innan du fakturerar">
      <Badge color="orange" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} />}>
        Okänd artikel
      </Badge>
    </Tooltip>
  );
}

function StockList({ stock, unit }: { stock: WarehouseStock[]; unit: string }) {
  if (stock.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Inget lager hos leverantören för artikeln.
      </Text>
    );
  return (
    <Group gap={6} data-testid="line-stock">
      {stock.map((s) => (
        <Tooltip
          key={s.warehouseCode}
          label={s.shortageMessage ?? s.warehouseName}
          disabled={!s.shortageMessage}
        >
          <Badge
            variant={s.own ? 'filled' : 'light'}
            color={s.balance > 0 ? 'teal' : 'gray'}
            tt="none"
            fw={s.own ? 700 : 500}
          >
            {s.warehouseName.replace(/^\S+\s/, '')}: {formatQuantity(s.balance, unit)}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

function StockToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      aria-label={open ? 'Dölj lagersaldon' : 'Visa lagersaldo per lager'}
      aria-expanded={open}
      onClick={onToggle}
    >
      {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
    </ActionIcon>
  );
}

/** The provider document's lines: a table on a desktop, one card per line on a phone. */
export function UnixLines({ items, netVisible, showRetail, stock }: UnixLinesProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uid: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  if (items.length === 0) return <Text c="dimmed">Dokumentet har inga rader.</Text>;

  if (phone) {
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <Paper key={item.uid} withBorder radius="md" p="sm" data-testid="unix-line">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fz="xs" c="dimmed">
                  {item.code || '–'}
                </Text>
                <Text fz="sm" fw={600}>
                  {item.description}
                </Text>
              </div>
              {stock?.[item.uid] && (
                <StockToggle open={open.has(item.uid)} onToggle={() => toggle(item.uid)} />
              )}
            </Group>
            {item.unknownItem && <UnknownFlag />}
            <Group justify="space-between" mt={6}>
              <Text fz="sm">
                {formatQuantity(item.quantity, item.unit)}
                {netVisible && ` à ${money(item.purchasePriceOre)}`}
              </Text>
              <Text fz="sm" fw={600}>
                {formatKr(lineSum(item, netVisible))}
              </Text>
            </Group>
            {showRetail && (
              <Text fz="xs" c="dimmed">
                Bruttopris {money(item.priceOre)}
              </Text>
            )}
            {open.has(item.uid) && stock?.[item.uid] && (
              <Stack mt="xs">
                <StockList stock={stock[item.uid]!} unit={item.unit} />
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  const columns = 5 + (netVisible ? 1 : 0) + (showRetail ? 1 : 0) + (stock ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="unix-lines">
        <Table.Thead>
          <Table.Tr>
            {stock && <Table.Th w={36} aria-label="Lager" />}
            <Table.Th>Artikel</Table.Th>
            <Table.Th>Benämning</Table.Th>
            <Table.Th ta="right">Antal</Table.Th>
            <Table.Th>Enhet</Table.Th>
            {netVisible && <Table.Th ta="right">Inköpspris</Table.Th>}
            {showRetail && <Table.Th ta="right">Bruttopris</Table.Th>}
            <Table.Th ta="right">{netVisible ? 'Summa inköp' : 'Summa'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Fragment key={item.uid}>
              <Table.Tr data-testid="unix-line">
                {stock && (
                  <Table.Td>
                    {stock[item.uid] && (
                      <StockToggle open={open.has(item.uid)} onToggle={() => toggle(item.uid)} />
                    )}
                  </Table.Td>
                )}
                <Table.Td ff="monospace">{item.code || '–'}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text fz="sm">{item.description}</Text>
                    {item.unknownItem && <UnknownFlag />}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(item.quantity, '').trim()}</Table.Td>
                <Table.Td>{item.unit}</Table.Td>
                {netVisible && <Table.Td ta="right">{money(item.purchasePriceOre)}</Table.Td>}
                {showRetail && <Table.Td ta="right">{money(item.priceOre)}</Table.Td>}
                <Table.Td ta="right" fw={600}>
                  {formatKr(lineSum(item, netVisible))}
                </Table.Td>
              </Table.Tr>
              {open.has(item.uid) && stock?.[item.uid] && (
                <Table.Tr>
                  <Table.Td />
                  <Table.Td colSpan={columns - 1}>
                    <StockList stock={stock[item.uid]!} unit={item.unit} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
