import { ActionIcon, Button, Group, Table, TextInput, Tooltip } from '@mantine/core';
import type { ClientPrice } from '@shared/api/clients.api';
import { formatAmount, formatDate } from '@shared/domain/format';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { useClientPrices } from './use-client-prices';

type Prices = ReturnType<typeof useClientPrices>;

/** One client price: its amount, or the field that changes it; pencil and bin when editable. */
export function ClientPriceRow({
  row,
  prices,
  editable,
}: {
  row: ClientPrice;
  prices: Prices;
  editable: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td ff="monospace" fz="sm">
        {row.code}
      </Table.Td>
      <Table.Td fz="sm">{row.name}</Table.Td>
      <Table.Td ta="right" fz="sm">
        {prices.editing?.uid === row.uid ? (
          <TextInput
            size="xs"
            aria-label={`Nytt pris för ${row.code}`}
            value={prices.editing?.price}
            error={prices.editing?.error}
            rightSection="kr"
            onChange={(e) => prices.setEditing({ uid: row.uid, price: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void prices.saveEdit();
              }
              if (e.key === 'Escape') prices.setEditing(null);
            }}
            autoFocus
            w={140}
            ml="auto"
          />
        ) : (
          `${formatAmount(row.priceOverrideOre)} kr`
        )}
      </Table.Td>
      <Table.Td fz="sm" c="dimmed">
        {formatDate(row.updatedAt)}
      </Table.Td>
      {editable && (
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {prices.editing?.uid === row.uid ? (
              <>
                <ActionIcon
                  variant="subtle"
                  aria-label="Spara priset"
                  onClick={() => void prices.saveEdit()}
                  loading={prices.pending}
                >
                  <IconCheck size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Avbryt"
                  onClick={() => prices.setEditing(null)}
                >
                  <IconX size={18} />
                </ActionIcon>
              </>
            ) : (
              <>
                <Tooltip label="Ändra priset">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Ändra priset för ${row.code}`}
                    onClick={() =>
                      prices.setEditing({ uid: row.uid, price: formatAmount(row.priceOverrideOre) })
                    }
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Ta bort kundpriset">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Ta bort kundpriset för ${row.code}`}
                    onClick={() => void prices.remove(row)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The last row: a new price for an article, added on Enter or "Lägg till". */
export function ClientPriceAddRow({ prices }: { prices: Prices }) {
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          placeholder="Artikelnr eller RSK"
          aria-label="Artikelnummer för nytt kundpris"
          value={prices.draft.code}
          error={prices.draftErrors.code}
          onChange={(e) => prices.setDraft({ ...prices.draft, code: e.currentTarget.value })}
          onKeyDown={prices.addOnEnter}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          placeholder="Benämning (valfri)"
          aria-label="Benämning för nytt kundpris"
          value={prices.draft.name}
          onChange={(e) => prices.setDraft({ ...prices.draft, name: e.currentTarget.value })}
          onKeyDown={prices.addOnEnter}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          placeholder="0,00"
          aria-label="Pris för nytt kundpris"
          rightSection="kr"
          inputMode="decimal"
          value={prices.draft.price}
          error={prices.draftErrors.price}
          onChange={(e) => prices.setDraft({ ...prices.draft, price: e.currentTarget.value })}
          onKeyDown={prices.addOnEnter}
        />
      </Table.Td>
      <Table.Td colSpan={2}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => void prices.add()}
          loading={prices.pending}
        >
          Lägg till
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
