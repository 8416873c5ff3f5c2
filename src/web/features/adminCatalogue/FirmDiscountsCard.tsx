import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { adminCatalogueApi, type FirmDiscounts } from '@shared/api/adminCatalogue.api';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { bpToPercentText, PercentInput } from '../../kit';

/** A firm's rabattbrev by customer number: every discount group, one changed at a time. */
export function FirmDiscountsCard() {
  const [code, setCode] = useState('');
  const [letter, setLetter] = useState<FirmDiscounts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  async function show() {
    setError(null);
    try {
      setLetter(
        await call(adminCatalogueApi.firmDiscounts, { firmCode: code.trim() }, { handleErrors: false }),
      );
    } catch (e) {
      if (!isApiError(e) || e.status >= 500) throw e;
      setLetter(null);
      setError(e.fieldMessages().firmCode ?? e.displayText);
    }
  }
  const needle = filter.trim().toLowerCase();
  const groups =
    letter?.groups.filter((g) => !needle || `${g.code} ${g.name}`.toLowerCase().includes(needle)) ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="firm-discounts">
      <Title order={2} fz="h4" mb="xs">
        Rabattbrev per kund
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Kundnummer"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          w={200}
        />
        <Button variant="default" onClick={() => void show()}>
          Visa rabattbrev
        </Button>
      </Group>
      {letter && (
        <>
          <Group justify="space-between" mt="md" mb="xs">
            <Text fw={600}>
              {letter.firm.code} {letter.firm.name}
            </Text>
            <TextInput
              aria-label="Filtrera rabattgrupper"
              placeholder="Filtrera grupper"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              w={220}
            />
          </Group>
          <Table.ScrollContainer
            minWidth={340}
            maxHeight={420}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Rabattgrupper"
          >
            <Table verticalSpacing={4} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Grupp</Table.Th>
                  <Table.Th>Benämning</Table.Th>
                  <Table.Th>Rabatt</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((g) => (
                  <DiscountRow key={g.code} firmCode={letter.firm.code} group={g} onSaved={setLetter} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}

function DiscountRow({
  firmCode,
  group,
  onSaved,
}: {
  firmCode: string;
  group: FirmDiscounts['groups'][number];
  onSaved: (letter: FirmDiscounts) => void;
}) {
  const [value, setValue] = useState<number | null>(group.discountBp);
  const changed = value !== null && value !== group.discountBp;
  async function save() {
    onSaved(
      await call(adminCatalogueApi.setFirmDiscount, {
        firmCode,
        discountGroup: group.code,
        discountBp: value!,
      }),
    );
  }
  return (
    <Table.Tr>
      <Table.Td>{group.code}</Table.Td>
      <Table.Td>{group.name}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <PercentInput
            aria-label={`Rabatt för ${group.code}`}
            placeholder={group.discountBp === null ? 'Ingen' : bpToPercentText(group.discountBp)}
            value={value}
            onChange={setValue}
            size="xs"
            w={110}
          />
          {changed && (
            <Button size="compact-xs" onClick={() => void save()}>
              Spara
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
