import { Alert, Button, Divider, Drawer, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import { formatAmount, formatKr, formatNumber } from '@shared/domain/format';
import { IconAlertTriangle, IconChevronUp } from '@tabler/icons-react';
import { memo, useLayoutEffect } from 'react';

interface TotalsProps {
  totals: DocumentTotals;
  /** Profit and purchase figures only for employees who may see net prices. */
  netPricesVisible: boolean;
  reverseTaxLiability: boolean;
}

/** The benchmark (bench:documents-browser) measures from a typed quantity to this mark. */
function useTotalsRenderedMark(totals: DocumentTotals) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mark is for every new totals object
  useLayoutEffect(() => {
    performance.mark('montor:totals-rendered');
  }, [totals]);
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        ta="right"
        style={{ whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The lines the totals leave out (decision 0021), each by its number, above the sums they are not in. */
function InvalidLines({ totals }: { totals: DocumentTotals }) {
  if (totals.invalidLines.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={16} />}
      title={
        <Text span fw={700} size="sm" c="red.9">
          Summorna räknar inte med allt
        </Text>
      }
      data-testid="totals-invalid-lines"
    >
      <List size="sm" spacing={2}>
        {totals.invalidLines.map((l) => (
          <List.Item key={`${l.line ?? 'header'}-${l.field}`}>{l.text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** TB arbete; with a labour line of no purchase price its whole sum is margin, and the label says so. */
function WorkProfit({ totals }: { totals: DocumentTotals }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0}>
        <Text size="sm">TB arbete</Text>
        {totals.workProfitWithoutCost && (
          <Text size="xs" c="gray.7" data-testid="totals-work-profit-note">
            (ingen kostnad angiven)
          </Text>
        )}
      </Stack>
      <Text size="sm" fw={500} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="totals-work-profit">
        {formatKr(totals.workProfitOre)}
      </Text>
    </Group>
  );
}

export function notCountedText(lines: number): string {
  return `${lines === 1 ? 'en rad' : `${lines} rader`} räknas inte med`;
}

function payableLabel(totals: DocumentTotals): string {
  return totals.summaryRows.find((r) => r.kind === 'TOTAL_WITH_VAT')?.label ?? 'Att betala';
}

function TotalsBody({ totals, netPricesVisible }: TotalsProps) {
  const cash = totals.summaryRows.filter((r) => r.kind.startsWith('CASH_'));
  const amounts = totals.summaryRows.filter(
    (r) => !['VAT', 'ROUNDING', 'ROT', 'TOTAL_WITH_VAT'].includes(r.kind) && !cash.includes(r),
  );
  const rot = totals.summaryRows.find((r) => r.kind === 'ROT');
  const taxes = totals.summaryRows.filter((r) => r.kind === 'VAT' || r.kind === 'ROUNDING');
  const baseOf = (rateBp: number | undefined) => totals.vat.find((v) => v.rateBp === rateBp)?.baseOre;
  return (
    <Stack gap={6}>
      <InvalidLines totals={totals} />
      {amounts.map((row) => (
        <Row
          key={`${row.kind}-${row.label}`}
          label={row.label}
          value={formatKr(row.amountOre)}
          testId={`totals-${row.kind.toLowerCase()}`}
        />
      ))}
      {amounts.length > 0 && <Divider />}
      <Row label="Summa exkl. moms" value={formatKr(totals.netSumOre)} testId="totals-net" />
      {taxes.map((row) => {
        const base = row.kind === 'VAT' && totals.vat.length > 1 ? baseOf(row.rateBp) : undefined;
        return (
          <Row
            key={`${row.kind}-${row.rateBp ?? ''}-${row.label}`}
            label={base === undefined ? row.label : `${row.label} på ${formatAmount(base)}`}
            value={formatKr(row.amountOre)}
            testId={`totals-${row.kind.toLowerCase()}${row.rateBp ? `-${row.rateBp}` : ''}`}
          />
        );
      })}
      {rot && (
        // ROT comes off the total the work costs: the total incl. VAT first, then what the buyers claim.
        <>
          <Divider />
          <Row
            label="Summa inkl. moms"
            value={formatKr(totals.totalPayableSumOre + totals.taxDeductionOre)}
            testId="totals-with-vat"
          />
          <Row label={rot.label} value={formatKr(rot.amountOre)} testId="totals-rot" />
        </>
      )}
      <Divider />
      <Row
        label={payableLabel(totals)}
        value={formatKr(totals.totalPayableSumOre)}
        strong
        testId="totals-payable"
      />
      {cash.map((row) => (
        <Row key={row.kind} label={row.label} value={formatKr(row.amountOre)} testId="totals-cash-paid" />
      ))}
      {netPricesVisible && (
        <>
          <Divider label="Täckningsbidrag" labelPosition="left" />
          <Row
            label="TB material"
            value={formatKr(totals.materialProfitOre)}
            testId="totals-material-profit"
          />
          <WorkProfit totals={totals} />
        </>
      )}
      {totals.totalDurationThousandths !== 0 && (
        <Row
          label="Total arbetstid"
          value={`${formatNumber(totals.totalDurationThousandths / 1000, 2)} tim`}
          testId="totals-duration"
        />
      )}
    </Stack>
  );
}

/** The sticky side panel on a wide screen. */
export const TotalsPanel = memo(function TotalsPanel(props: TotalsProps) {
  useTotalsRenderedMark(props.totals);
  return (
    <Paper withBorder radius="md" p="md" data-testid="totals-panel">
      <Text fw={700} mb="sm">
        Summering
      </Text>
      <TotalsBody {...props} />
    </Paper>
  );
});

/** On a phone: the payable sum always at the bottom of the screen, the whole summary one tap away. */
export const TotalsBar = memo(function TotalsBar(props: TotalsProps) {
  useTotalsRenderedMark(props.totals);
  const [open, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Paper
        shadow="md"
        p="xs"
        px="md"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 150,
          borderTop: '1px solid var(--mantine-color-gray-3)',
        }}
        data-testid="totals-bar"
      >
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {payableLabel(props.totals)}, varav moms {formatKr(props.totals.vatSumOre)}
            </Text>
            <Text fw={700} size="lg" data-testid="totals-payable">
              {formatKr(props.totals.totalPayableSumOre)}
            </Text>
            {props.totals.invalidLines.length > 0 && (
              <Text size="xs" c="red.9" fw={600} data-testid="totals-bar-invalid">
                {notCountedText(props.totals.invalidLines.length)}
              </Text>
            )}
          </Stack>
          <Button
            variant="light"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            rightSection={<IconChevronUp size={14} />}
            onClick={toggle}
          >
            Summering
          </Button>
        </Group>
      </Paper>
      <Drawer opened={open} onClose={close} position="bottom" size="auto" title="Summering">
        <TotalsBody {...props} />
      </Drawer>
    </>
  );
});
