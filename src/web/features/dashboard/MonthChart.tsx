import { Button, Group, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Dashboard } from '@shared/api/dashboard.api';
import { formatKr } from '@shared/domain/format';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { axisLabel, longMonthLabel, monthLabel, valueScale } from './chart-scale';

const HEIGHT = 220;
const AXIS_WIDTH = 64;
const LABEL_HEIGHT = 24;
const TOP = 8;

interface Series {
  key: 'offeredOre' | 'invoicedOre';
  label: string;
  color: string;
}

const allSeries: Series[] = [
  { key: 'offeredOre', label: 'Offererat', color: 'var(--mantine-color-blue-6)' },
  { key: 'invoicedOre', label: 'Fakturerat', color: 'var(--mantine-color-teal-6)' },
];

function seriesOf(data: Dashboard): Series[] {
  return allSeries.filter((s) => (s.key === 'offeredOre' ? data.offers : data.invoices));
}

/** Grouped bars per month, drawn at the width the page gives it (a phone gets thin bars, not tiny text). */
function Bars({ data, width }: { data: Dashboard; width: number }) {
  const series = seriesOf(data);
  const scale = valueScale(data.months.flatMap((m) => series.map((s) => m[s.key])));
  const plotWidth = Math.max(0, width - AXIS_WIDTH);
  const slot = plotWidth / data.months.length;
  const barWidth = Math.max(3, Math.min(18, (slot * 0.7) / series.length));
  const y = (ore: number) => TOP + scale.y(ore, HEIGHT);
  const everyOther = slot < 34;
  return (
    <svg width={width} height={HEIGHT + TOP + LABEL_HEIGHT} aria-hidden="true" data-testid="month-chart">
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={AXIS_WIDTH}
            x2={width}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === 0 ? 'var(--mantine-color-gray-5)' : 'var(--mantine-color-gray-2)'}
          />
          <text
            x={AXIS_WIDTH - 8}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {axisLabel(tick)}
          </text>
        </g>
      ))}
      {data.months.map((m, i) => {
        const center = AXIS_WIDTH + slot * i + slot / 2;
        const left = center - (barWidth * series.length) / 2;
        return (
          <g key={m.month}>
            {series.map((s, k) => {
              const value = m[s.key];
              const top = Math.min(y(value), y(0));
              return (
                <rect
                  key={s.key}
                  x={left + k * barWidth}
                  y={top}
                  width={barWidth - 1}
                  height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - y(0)))}
                  rx={2}
                  fill={s.color}
                >
                  <title>{`${s.label} ${longMonthLabel(m.month)}: ${formatKr(value)}`}</title>
                </rect>
              );
            })}
            {(!everyOther || i % 2 === 1) && (
              <text
                x={center}
                y={HEIGHT + TOP + 16}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {monthLabel(m.month, i === 0 || m.month.endsWith('-01'))}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function AmountsTable({ data }: { data: Dashboard }) {
  const series = seriesOf(data);
  return (
    <Table striped withTableBorder fz="sm" data-testid="month-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Månad</Table.Th>
          {series.map((s) => (
            <Table.Th key={s.key} ta="right">
              {s.label} (exkl. moms)
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.months.map((m) => (
          <Table.Tr key={m.month}>
            <Table.Td>{longMonthLabel(m.month)}</Table.Td>
            {series.map((s) => (
              <Table.Td key={s.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKr(m[s.key])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Legend({ data }: { data: Dashboard }) {
  return (
    <Group gap="md">
      {seriesOf(data).map((s) => (
        <Group key={s.key} gap={6}>
          <span
            style={{ width: 12, height: 12, borderRadius: 3, background: s.color, display: 'inline-block' }}
          />
          <Text size="sm">{s.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** Offered vs. invoiced per month; the same figures as a table for screen readers or on request. */
export function MonthChart({ data }: { data: Dashboard | undefined }) {
  const [asTable, setAsTable] = useState(false);
  const { ref, width } = useElementSize();
  let body: ReactNode;
  if (!data) body = <Skeleton h={HEIGHT + LABEL_HEIGHT} radius="md" />;
  else if (!data.offers && !data.invoices)
    body = (
      <Text c="dimmed">
        Diagrammet bygger på offerter och fakturor, och ditt företag har inte de modulerna.
      </Text>
    );
  else if (asTable) body = <AmountsTable data={data} />;
  else
    body = (
      <>
        {width > 0 && <Bars data={data} width={width} />}
        <VisuallyHidden>
          <AmountsTable data={data} />
        </VisuallyHidden>
      </>
    );
  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Group justify="space-between" mb="sm" gap="xs">
        <div>
          <Title order={2} fz={18}>
            Offererat och fakturerat
          </Title>
          <Text size="sm" c="dimmed">
            Per månad, senaste 12 månaderna, exkl. moms
          </Text>
        </div>
        {data && (data.offers || data.invoices) && (
          <Group gap="sm">
            {!asTable && <Legend data={data} />}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={asTable ? <IconChartBar size={16} /> : <IconTable size={16} />}
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? 'Visa diagram' : 'Visa tabell'}
            </Button>
          </Group>
        )}
      </Group>
      {/* Always mounted, so its width is known when the figures arrive. */}
      <div ref={ref} style={{ width: '100%' }}>
        {body}
      </div>
    </Paper>
  );
}
