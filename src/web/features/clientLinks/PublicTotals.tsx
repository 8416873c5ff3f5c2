import { Stack, Table, Text } from '@mantine/core';
import type { PublicDocument } from '@shared/api/clientLinks.api';
import { formatKr } from '@shared/domain/format';
import { formatRate } from './public-format';

type Totals = PublicDocument['document']['totals'];

/** One sum: the label at the left, the amount at the right (a table, so a screen reader pairs them). */
function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  const weight = strong ? 700 : 400;
  return (
    <Table.Tr>
      <Table.Th fw={weight} fz={strong ? 'md' : 'sm'} px={0}>
        {label}
      </Table.Th>
      <Table.Td
        fw={strong ? 700 : 500}
        fz={strong ? 'lg' : 'sm'}
        ta="right"
        px={0}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {formatKr(value)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The sums as the printout has them: net, VAT per rate, rounding, with VAT, the ROT deduction, to pay. */
export function PublicTotals({ totals }: { totals: Totals }) {
  const rot = totals.taxDeductionOre > 0;
  return (
    <Stack gap={4} ml={{ sm: 'auto' }} w={{ base: '100%', sm: 420 }}>
      <Table withRowBorders={false} verticalSpacing={4} data-testid="public-totals">
        <Table.Tbody>
          {totals.docMaterialsDiscountOre !== 0 && (
            <Row label="Rabatt på material" value={-totals.docMaterialsDiscountOre} />
          )}
          <Row label="Summa exkl. moms" value={totals.netSumOre} testId="public-net" />
          {totals.vat.map((v) => (
            <Row
              key={v.rateBp}
              label={`Moms ${formatRate(v.rateBp)} på ${formatKr(v.baseOre)}`}
              value={v.vatOre}
            />
          ))}
          {totals.roundingOre !== 0 && <Row label="Öresavrundning" value={totals.roundingOre} />}
          {rot && <Row label="Summa inkl. moms" value={totals.totalSumOre} testId="public-total" />}
          {rot && <Row label="Avgår ROT-avdrag" value={-totals.taxDeductionOre} testId="public-rot" />}
        </Table.Tbody>
        <Table.Tfoot style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
          <Row label="Att betala" value={totals.totalPayableSumOre} strong testId="public-payable" />
        </Table.Tfoot>
      </Table>
      {totals.reverseTaxLiability && (
        <Text size="sm" c="dimmed">
          Omvänd betalningsskyldighet för moms: köparen redovisar momsen.
        </Text>
      )}
    </Stack>
  );
}
