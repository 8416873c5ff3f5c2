import { Divider, Group, Stack, Table, Text } from '@mantine/core';
import type { PublicLine } from '@shared/api/clientLinks.api';
import { formatKr } from '@shared/domain/format';
import { formatQuantity } from './public-format';

/** The lines as the CLIENT layout prints them; on a phone one block per line instead of a wide table. */
export function PublicLines({ lines, phone }: { lines: PublicLine[]; phone: boolean }) {
  if (lines.length === 0) return null;
  return phone ? <LineBlocks lines={lines} /> : <LineTable lines={lines} />;
}

function Description({ line }: { line: PublicLine }) {
  return (
    <>
      <Text size="sm" fw={line.type === 'COMMENT' ? 400 : 500} style={{ wordBreak: 'break-word' }}>
        {line.description}
      </Text>
      {line.code && (
        <Text size="xs" c="dimmed">
          {line.code}
        </Text>
      )}
      {line.comment && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {line.comment}
        </Text>
      )}
    </>
  );
}

function LineTable({ lines }: { lines: PublicLine[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="public-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Benämning</Table.Th>
            <Table.Th ta="right">Antal</Table.Th>
            <Table.Th>Enhet</Table.Th>
            <Table.Th ta="right">À-pris</Table.Th>
            <Table.Th ta="right">Rabatt</Table.Th>
            <Table.Th ta="right">Summa</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) =>
            line.type === 'COMMENT' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: printed lines have no id and never reorder here
              <Table.Tr key={index} data-testid="public-line">
                <Table.Td colSpan={6}>
                  <Description line={line} />
                </Table.Td>
              </Table.Tr>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: printed lines have no id and never reorder here
              <Table.Tr key={index} data-testid="public-line">
                <Table.Td>
                  <Description line={line} />
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                <Table.Td>{line.unit}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.unitPriceOre === null ? '' : formatKr(line.unitPriceOre)}
                </Table.Td>
                <Table.Td ta="right">{line.discount}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.sumOre === null ? '' : formatKr(line.sumOre)}
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LineBlocks({ lines }: { lines: PublicLine[] }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="public-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed lines have no id and never reorder here
        <li key={index} data-testid="public-line">
          {index > 0 && <Divider my="xs" />}
          <Description line={line} />
          {line.type === 'ITEM' && (
            <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {formatQuantity(line.quantity)} {line.unit}
                {line.unitPriceOre !== null && ` à ${formatKr(line.unitPriceOre)}`}
                {line.discount && ` · rabatt ${line.discount}`}
              </Text>
              {line.sumOre !== null && (
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatKr(line.sumOre)}
                </Text>
              )}
            </Group>
          )}
        </li>
      ))}
    </Stack>
  );
}
