import { Checkbox, Group, Paper, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type DocumentListRow, listsApi, periodTypes } from '@shared/api/documents';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call, latestOnly } from '../../../api/call';
import { apiQueryKey } from '../../../api/hooks';
import { ListFooter } from '../../../kit';
import { useSession } from '../../../session/session-store';
import { Page } from '../../../shell/Page';
import { QueryError } from '../../../shell/QueryError';
import { documentEditPath } from '../document-paths';
import { DocumentSum } from './DocumentSum';
import {
  DOCUMENT_PAGE_SIZE,
  type DocumentListState,
  invoiceListParameters,
  type PeriodType,
  periodLabels,
  readDocumentListState,
  writeDocumentListState,
} from './document-list-params';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceListSums, PaymentCells, PaymentHeaders } from './InvoiceListParts';

/**
 * "Alla fakturor" (api-spec §7.4 `allTypeInvoices`): invoices, credit invoices and interest invoices in
 * one list with the invoice lists' filters and sums; a row opens in its kind's editor.
 */
export function AllInvoicesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readDocumentListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageSize = session?.documentsOnPage || DOCUMENT_PAGE_SIZE;
  const parameters = {
    offset: (state.page - 1) * pageSize,
    limit: pageSize,
    searchPattern: state.search.trim(),
    periodType: state.period === 'OPTIONAL' ? 'ALL' : state.period,
    ...invoiceListParameters('INVOICE', state),
  } as const;
  const endpoint = listsApi.allTypeInvoices;
  const list = useQuery({
    queryKey: apiQueryKey(endpoint, parameters),
    queryFn: ({ signal }) => call(endpoint, parameters, { signal: latestOnly(endpoint.path, signal) }),
    placeholderData: keepPreviousData,
  });
  function update(next: Partial<DocumentListState>) {
    setSelected(new Set());
    setParams(writeDocumentListState({ ...state, page: 1, ...next }), { replace: true });
  }
  const searchLater = useDebouncedCallback((search: string) => update({ search }), 250);
  const rows = list.data?.items ?? [];
  const selectedRows = rows.filter((r) => selected.has(r.docUid));
  const toggle = (uid: string, on: boolean) => {
    const next = new Set(selected);
    on ? next.add(uid) : next.delete(uid);
    setSelected(next);
  };

  return (
    <Page title="Alla fakturor">
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="wrap" data-testid="all-invoices-filters">
          <TextInput
            label="Sök"
            placeholder="Nummer, kund, märkning …"
            leftSection={<IconSearch size={18} />}
            value={searchText}
            onChange={(e) => {
              setSearchText(e.currentTarget.value);
              searchLater(e.currentTarget.value);
            }}
            w={260}
          />
          <Select
            label="Period"
            w={170}
            allowDeselect={false}
            value={state.period === 'OPTIONAL' ? 'ALL' : state.period}
            onChange={(value) => update({ period: (value ?? 'ALL') as PeriodType })}
            data={periodTypes
              .filter((p) => p !== 'OPTIONAL')
              .map((p) => ({ value: p, label: periodLabels[p] }))}
          />
          <InvoiceFilters state={state} update={update} />
        </Group>
        {list.error ? (
          <QueryError what="fakturorna" error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data && list.data.totalCount === 0 ? (
          <Text c="dimmed" data-testid="all-invoices-empty">
            Inga fakturor matchar urvalet.
          </Text>
        ) : (
          <Paper withBorder radius="md" p="xs">
            <Table.ScrollContainer type="native" minWidth={760}>
              <Table highlightOnHover verticalSpacing={8} data-testid="all-invoices-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <VisuallyHidden>Markera</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>Typ</Table.Th>
                    <Table.Th>Nummer</Table.Th>
                    <Table.Th>Datum</Table.Th>
                    <Table.Th>Kund</Table.Th>
                    <Table.Th>Förfallodatum</Table.Th>
                    <Table.Th ta="right">Att betala</Table.Th>
                    <PaymentHeaders />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <InvoiceRow
                      key={row.docUid}
                      row={row}
                      selected={selected.has(row.docUid)}
                      onSelect={(on) => toggle(row.docUid, on)}
                      onOpen={() => void navigate(documentEditPath(row.docType, row.docUid))}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {list.data?.sums && list.data.totalCount > 0 && (
          <InvoiceListSums page={list.data.sums.page} selectedRows={selectedRows} />
        )}
        {list.data && list.data.totalCount > 0 && (
          <ListFooter
            page={state.page}
            pageSize={pageSize}
            total={list.data.totalCount}
            moreThanTotal={list.data.countCapped}
            noun={{ one: 'faktura', many: 'fakturor' }}
            onPage={(page) => {
              setSelected(new Set());
              setParams(writeDocumentListState({ ...state, page }));
            }}
          />
        )}
      </Stack>
    </Page>
  );
}

function InvoiceRow(props: {
  row: DocumentListRow;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const { row } = props;
  const kind = documentKinds[row.docType];
  const name = row.docNumber === null ? `${kind.label} (utkast)` : `${kind.label} ${row.docNumber}`;
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      onClick={props.onOpen}
      tabIndex={0}
      aria-label={`Öppna ${name}`}
      onKeyDown={(e) => e.key === 'Enter' && e.target === e.currentTarget && props.onOpen()}
      data-testid="all-invoices-row"
    >
      <Table.Td onClick={(e) => e.stopPropagation()}>
        <Checkbox
          aria-label={`Markera ${name}`}
          checked={props.selected}
          onChange={(e) => props.onSelect(e.currentTarget.checked)}
          data-testid="all-invoices-select"
        />
      </Table.Td>
      <Table.Td fz="sm" data-testid="invoice-type">
        {kind.label}
      </Table.Td>
      <Table.Td fz="sm">{row.docNumber ?? '–'}</Table.Td>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.docDate}
      </Table.Td>
      <Table.Td fz="sm">{row.client?.caption ?? '–'}</Table.Td>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.dueDate ?? '–'}
      </Table.Td>
      <Table.Td fz="sm" ta="right">
        <DocumentSum row={row} />
      </Table.Td>
      <PaymentCells row={row} />
    </Table.Tr>
  );
}
