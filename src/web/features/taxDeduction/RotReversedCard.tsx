import { Table, Text } from '@mantine/core';
import type { DocumentTaxDeduction } from '@shared/api/documents';
import { formatKr } from '@shared/domain/format';
import { IconHomeDollar } from '@tabler/icons-react';
import { CardSection } from '../../kit';

/**
 * A credit invoice's ROT part (decision 0044): read only, since the server computes what the credit
 * takes back of the credited invoice's deduction from the labour credited. Nothing when it takes none.
 */
export function RotReversedCard({ taxDeduction }: { taxDeduction: DocumentTaxDeduction | null }) {
  const payers = taxDeduction?.taxPayers.filter((p) => p.amountOre > 0) ?? [];
  if (payers.length === 0) return null;
  return (
    <CardSection
      titleId="rot-reversed-title"
      title="ROT-avdrag som återförs"
      icon={<IconHomeDollar size={18} aria-hidden />}
      testId="document-rot-reversed"
    >
      <Table withRowBorders={false} verticalSpacing={4} aria-labelledby="rot-reversed-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Köpare</Table.Th>
            <Table.Th ta="right">Återförs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payers.map((p) => (
            <Table.Tr key={p.personalNumber}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td ta="right">{formatKr(p.amountOre)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        Krediteringen minskar fakturans ROT-avdrag i proportion till det krediterade arbetet. Beloppet ingår
        inte i återbetalningen och räknas om när kreditfakturan sparas.
      </Text>
    </CardSection>
  );
}
