import { Anchor, Badge, Group, Paper, Select, Table, Text } from '@mantine/core';
import {
  type PaymentListRow,
  paymentSourceLabels,
  paymentStatuses,
  paymentStatusLabels,
  paymentsApi,
} from '@shared/api/payments.api';
import { formatKr } from '@shared/domain/format';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import {
  EmptyState,
  FilterBar,
  ListFooter,
  RowCheckbox,
  SelectAllCheckbox,
  type Selection,
  SelectionBar,
  SkeletonRows,
  useSelection,
} from '../../kit';
import { DateField } from '../../shell/DateField';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { SelectionExports, SieExportButton } from '../accountingExport';
import { invoicePath, PAYMENTS_LIST_PATH, PaymentPagesTabs } from './export-lists';
import { PaymentsExportMenu } from './PaymentsExportMenu';

const PAGE_SIZE = 50;
const noun = { one: 'betalning', many: 'betalningar' };
type Status = (typeof paymentStatuses)[number];
/** A row as the selection keeps it: by the payment's uid. */
type Row = PaymentListRow & { uid: string };

const statusColor: Record<Status, string> = { UNPAID: 'red', PARTIALLY_PAID: 'orange', PAID: 'green' };

/** The export list "Betalningar" (/exportlist/payments): every payment, filtered, summed and exported. */
export function PaymentsListPage() {
  const [search, setSearch] = useState('');
  const [paymentStatus, setStatus] = useState<Status | null>(null);
  const [docType, setDocType] = useState<'INVOICE' | 'INTEREST_INVOICE' | null>(null);
  const [dateFrom, setFrom] = useState<string | null>(null);
  const [dateTo, setTo] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const selection = useSelection<Row>();
  const filters = {
    searchPattern: search,
    paymentStatus,
    docType,
    dateFrom: dateFrom ?? '',
    dateTo: dateTo ?? '',
  };
  const query = useApiQuery(paymentsApi.paymentsList, {
    ...filters,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    sortBy: 'paymentDate',
    sortDesc: true,
  });
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const result = query.data;
  const filtered = Boolean(search || paymentStatus || docType || dateFrom || dateTo);

  return (
    <Page
      title="Betalningar"
      intro="Registrerade betalningar på fakturor och räntefakturor, med summor och export."
    >
      <PaymentPagesTabs current={PAYMENTS_LIST_PATH}>
        <Paper withBorder p="md" radius="md">
          <FilterBar
            search={search}
            onSearch={change(setSearch)}
            placeholder="Fakturanummer, kund eller märkning"
            label="Sök bland betalningar"
            searchTestId="payments-search"
            actions={
              <Group gap="xs">
                <PaymentsExportMenu filters={filters} />
                <SieExportButton ledgerKind="PAYMENT" fromDate={dateFrom} toDate={dateTo} />
              </Group>
            }
          >
            <Select
              label="Status"
              placeholder="Alla"
              clearable
              data={paymentStatuses.map((s) => ({ value: s, label: paymentStatusLabels[s] }))}
              value={paymentStatus}
              onChange={(v) => change(setStatus)(v as Status | null)}
              w={160}
              data-testid="payments-status"
            />
            <Select
              label="Dokument"
              placeholder="Alla"
              clearable
              data={[
                { value: 'INVOICE', label: 'Faktura' },
                { value: 'INTEREST_INVOICE', label: 'Räntefaktura' },
              ]}
              value={docType}
              onChange={(v) => change(setDocType)(v as typeof docType)}
              w={160}
            />
            <DateField label="Från" value={dateFrom} onChange={change(setFrom)} clearable w={150} />
            <DateField label="Till" value={dateTo} onChange={change(setTo)} clearable w={150} />
          </FilterBar>
          {query.isError ? (
            <QueryError what="betalningarna" error={query.error} onRetry={() => void query.refetch()} />
          ) : result && result.totalCount === 0 ? (
            <EmptyState
              icon={IconCash}
              title={filtered ? 'Inga betalningar matchar' : 'Inga betalningar ännu'}
              text={
                filtered
                  ? 'Ändra sökningen eller filtren.'
                  : 'Betalningar registreras på slutförda fakturor, för hand eller från bankens BgMax-fil.'
              }
            />
          ) : (
            <>
              {selection.size > 0 && (
                <SelectionBar count={selection.size} noun={noun} onClear={selection.clear}>
                  <SelectionExports
                    ledgerKind="PAYMENT"
                    uids={selection.uids}
                    fromDate={minDate(selection.rows)}
                    toDate={maxDate(selection.rows)}
                    withPayments={false}
                  />
                </SelectionBar>
              )}
              <PaymentsTable
                rows={result?.items.map((r) => ({ ...r, uid: r.paymentUid }))}
                selection={selection}
              />
            </>
          )}
          {result && result.totalCount > 0 && (
            <>
              <Group justify="flex-end" gap="xl" mt="sm" data-testid="payments-sums">
                <Text size="sm">
                  Summa sidan: <strong>{formatKr(result.sums.page)}</strong>
                </Text>
                <Text size="sm">
                  Summa urvalet: <strong>{formatKr(result.sums.selection)}</strong>
                </Text>
              </Group>
              <ListFooter
                page={page}
                pageSize={PAGE_SIZE}
                total={result.totalCount}
                noun={noun}
                onPage={setPage}
              />
            </>
          )}
        </Paper>
      </PaymentPagesTabs>
    </Page>
  );
}

/** The ticked payments' period: the dialog's dates to start from. */
function minDate(rows: readonly Row[]): string {
  return rows.reduce((min, r) => (r.paymentDate < min ? r.paymentDate : min), rows[0]?.paymentDate ?? '');
}

function maxDate(rows: readonly Row[]): string {
  return rows.reduce((max, r) => (r.paymentDate > max ? r.paymentDate : max), '');
}

function PaymentsTable({ rows, selection }: { rows: Row[] | undefined; selection: Selection<Row> }) {
  return (
    <Table.ScrollContainer
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Betalningar"
      minWidth={640}
      mt="md"
    >
      <Table striped highlightOnHover data-testid="payments-table">
        <Table.Thead>
          <Table.Tr>
            <SelectAllCheckbox rows={rows ?? []} selection={selection} />
            <Table.Th>Betaldatum</Table.Th>
            <Table.Th>Faktura</Table.Th>
            <Table.Th>Kund</Table.Th>
            <Table.Th ta="right">Belopp</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Källa</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows ? (
            <SkeletonRows columns={7} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.paymentUid} data-testid="payment-row">
                <RowCheckbox
                  row={row}
                  selection={selection}
                  label={`Markera betalningen ${row.paymentDate} på ${row.documentNumber ?? 'fakturan'}`}
                />
                <Table.Td>{row.paymentDate}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={invoicePath(row.docType, row.documentUid)}>
                    {row.docType === 'INTEREST_INVOICE' ? 'Räntefaktura ' : ''}
                    {row.documentNumber ?? '–'}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.client}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatKr(row.paymentSum)}
                </Table.Td>
                <Table.Td>
                  {row.paymentStatus && (
                    <Badge variant="light" color={statusColor[row.paymentStatus]}>
                      {paymentStatusLabels[row.paymentStatus]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {paymentSourceLabels[row.source as keyof typeof paymentSourceLabels] ?? row.source}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
