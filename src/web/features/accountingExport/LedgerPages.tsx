import { Alert, Group, Paper, Select, Skeleton } from '@mantine/core';
import {
  accountingExportApi,
  type ExportedFilter,
  exportedFilterLabels,
  exportedFilters,
  type LedgerEntry,
  type LedgerFilters,
  type LedgerKind,
  type PeriodBasis,
  periodBases,
  periodBasisLabels,
} from '@shared/api/accountingExport.api';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { SelectionBar, useSelection } from '../../kit';
import { DateField } from '../../shell/DateField';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { ExportListTabs, LEDGER_PATHS } from './export-tabs';
import { LedgerExportMenu } from './LedgerExportMenu';
import { LedgerList } from './LedgerList';
import { SelectionExports } from './SelectionExports';
import { SieExportButton } from './SieExportButton';

type PageKind = keyof typeof LEDGER_PATHS;

const pageTexts: Record<PageKind, { title: string; intro: string; withPayments: boolean }> = {
  INVOICE: {
    withPayments: true,
    title: 'Fakturor till bokföringen',
    intro: 'Kundfakturor, kreditfakturor och räntefakturor som verifikationer, med SIE-export och utskrift.',
  },
  CASH: {
    withPayments: false,
    title: 'Kontantförsäljning',
    intro: 'Kontantfakturor bokförs när de utfärdas. Listan visar först de som ännu inte exporterats.',
  },
  JOURNAL: {
    withPayments: true,
    title: 'Verifikationslista',
    intro: 'Alla verifikationer i perioden: fakturor, inbetalningar, kontantförsäljning och ROT-beslut.',
  },
};

const NO_BASIS = 'VOUCHER_DATE';
const noun = { one: 'verifikation', many: 'verifikationer' };

function Filters({
  ledgerKind,
  filters,
  onChange,
}: {
  ledgerKind: LedgerKind;
  filters: LedgerFilters;
  onChange: (filters: LedgerFilters) => void;
}) {
  const set = (over: Partial<LedgerFilters>) => onChange({ ...filters, ...over });
  return (
    <Group justify="space-between" gap="sm" align="flex-end" data-testid="ledger-filters">
      <Group gap="sm" align="flex-end">
        <DateField
          label="Från"
          value={filters.fromDate}
          onChange={(v) => v && set({ fromDate: v })}
          w={150}
          data-testid="ledger-from"
        />
        <DateField label="Till" value={filters.toDate} onChange={(v) => v && set({ toDate: v })} w={150} />
        <Select
          label="Period efter"
          data={[
            { value: NO_BASIS, label: 'Verifikationsdatum' },
            ...periodBases.map((b) => ({ value: b, label: periodBasisLabels[b] })),
          ]}
          value={filters.periodBasis ?? NO_BASIS}
          onChange={(v) => set({ periodBasis: !v || v === NO_BASIS ? null : (v as PeriodBasis) })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label="Exportstatus"
          data={exportedFilters.map((f) => ({ value: f, label: exportedFilterLabels[f] }))}
          value={filters.exported}
          onChange={(v) => v && set({ exported: v as ExportedFilter })}
          allowDeselect={false}
          w={160}
          data-testid="ledger-exported"
        />
      </Group>
      <Group gap="xs">
        <LedgerExportMenu filters={filters} />
        <SieExportButton ledgerKind={ledgerKind} fromDate={filters.fromDate} toDate={filters.toDate} />
      </Group>
    </Group>
  );
}

/** One export list of a ledger (api-spec §9's defaults come from the server's form config). */
function LedgerPage({ ledgerKind }: { ledgerKind: PageKind }) {
  const config = useApiQuery(accountingExportApi.ledgersFiltersFormConfig, { ledgerKind });
  const [filters, setFilters] = useState<LedgerFilters | null>(null);
  const { title, intro, withPayments } = pageTexts[ledgerKind];
  const selection = useSelection<LedgerEntry>();
  const shown: LedgerFilters | null =
    filters ??
    (config.data
      ? {
          ledgerKind,
          fromDate: config.data.fromDate,
          toDate: config.data.toDate,
          periodBasis: config.data.periodBasis,
          exported: config.data.exported,
        }
      : null);
  return (
    <Page title={title} intro={intro}>
      <ExportListTabs current={LEDGER_PATHS[ledgerKind]}>
        <Paper withBorder p="md" radius="md">
          {config.isError ? (
            <QueryError
              what="listans inställningar"
              error={config.error}
              onRetry={() => void config.refetch()}
            />
          ) : !shown ? (
            <Skeleton height={60} />
          ) : (
            <>
              {config.data && !config.data.accountingEnabled && (
                <Alert color="blue" variant="light" icon={<IconInfoCircle />} mb="md">
                  Bokföringsexporten är avstängd. Slå på den under Företagsinställningar → Bokföring för att
                  kunna exportera SIE-filer.
                </Alert>
              )}
              <Filters ledgerKind={ledgerKind} filters={shown} onChange={setFilters} />
              {selection.size > 0 && (
                <SelectionBar count={selection.size} noun={noun} onClear={selection.clear}>
                  <SelectionExports
                    ledgerKind={ledgerKind}
                    uids={selection.uids}
                    fromDate={shown.fromDate}
                    toDate={shown.toDate}
                    withPayments={withPayments}
                  />
                </SelectionBar>
              )}
              <LedgerList filters={shown} selection={selection} />
            </>
          )}
        </Paper>
      </ExportListTabs>
    </Page>
  );
}

export function InvoicesLedgerPage() {
  return <LedgerPage ledgerKind="INVOICE" />;
}

export function CashLedgerPage() {
  return <LedgerPage ledgerKind="CASH" />;
}

export function JournalPage() {
  return <LedgerPage ledgerKind="JOURNAL" />;
}
