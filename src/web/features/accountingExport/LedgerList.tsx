import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { accountingExportApi, type LedgerEntry, type LedgerFilters } from '@shared/api/accountingExport.api';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatAmount } from '@shared/domain/format';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import {
  EmptyState,
  ListFooter,
  RowCheckbox,
  SelectAllCheckbox,
  type Selection,
  SkeletonRows,
} from '../../kit';
import { QueryError } from '../../shell/QueryError';

const PAGE_SIZE = 50;
const noun = { one: 'verifikation', many: 'verifikationer' };

function documentPath(entry: LedgerEntry): string {
  return `/montor/dokument/${documentKinds[entry.docType as DocumentType].slug}/edit/${entry.documentUid}`;
}

/** The account rows of a voucher, one line each, so debit and credit read across like a journal. */
function RowsCell({ entry, pick }: { entry: LedgerEntry; pick: 'account' | 'debit' | 'credit' }) {
  if (entry.error)
    return pick === 'account' ? (
      <Text size="sm" c="red.8">
        Kan inte bokföras: {entry.error}
      </Text>
    ) : null;
  return (
    <Stack gap={0}>
      {entry.rows.map((row) => (
        <Text
          key={row.account}
          size="sm"
          ta={pick === 'account' ? 'left' : 'right'}
          style={{ whiteSpace: 'nowrap' }}
        >
          {pick === 'account'
            ? `${row.account} ${row.accountName}`
            : pick === 'debit'
              ? row.debitOre
                ? formatAmount(row.debitOre)
                : '\u00a0'
              : row.creditOre
                ? formatAmount(row.creditOre)
                : '\u00a0'}
        </Text>
      ))}
    </Stack>
  );
}

function Entries({
  items,
  selection,
}: {
  items: LedgerEntry[] | undefined;
  selection: Selection<LedgerEntry>;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Verifikationer"
      minWidth={820}
      mt="md"
    >
      <Table striped verticalSpacing="xs" data-testid="ledger-table">
        <Table.Thead>
          <Table.Tr>
            <SelectAllCheckbox rows={items ?? []} selection={selection} />
            <Table.Th>Datum</Table.Th>
            <Table.Th>Ver.nr</Table.Th>
            <Table.Th>Text</Table.Th>
            <Table.Th>Konto</Table.Th>
            <Table.Th ta="right">Debet</Table.Th>
            <Table.Th ta="right">Kredit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!items ? (
            <SkeletonRows columns={7} />
          ) : (
            items.map((entry) => (
              <Table.Tr key={entry.uid} data-testid="ledger-row" style={{ verticalAlign: 'top' }}>
                <RowCheckbox row={entry} selection={selection} label={`Markera ${entry.text}`} />
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.date}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {entry.verification ? (
                    `${entry.verification.series} ${entry.verification.number}`
                  ) : (
                    <Badge variant="light" color="gray">
                      Ej exporterad
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={documentPath(entry)} size="sm">
                    {entry.text}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <RowsCell entry={entry} pick="account" />
                </Table.Td>
                <Table.Td>
                  <RowsCell entry={entry} pick="debit" />
                </Table.Td>
                <Table.Td>
                  <RowsCell entry={entry} pick="credit" />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The ledger's vouchers for the filters, a page at a time; a new filter starts again on page 1. Ticked
 * rows stay ticked across pages, for an export of just them.
 */
export function LedgerList({
  filters,
  selection,
}: {
  filters: LedgerFilters;
  selection: Selection<LedgerEntry>;
}) {
  const key = JSON.stringify(filters);
  const [paged, setPaged] = useState({ key, page: 1 });
  const page = paged.key === key ? paged.page : 1;
  const query = useApiQuery(accountingExportApi.ledgers, {
    ...filters,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const result = query.data;
  if (query.isError)
    return <QueryError what="verifikationerna" error={query.error} onRetry={() => void query.refetch()} />;
  if (result && result.totalCount === 0)
    return (
      <EmptyState
        icon={IconReceipt}
        title="Inga verifikationer i perioden"
        text={
          result.method === 'CASH' && filters.ledgerKind === 'INVOICE'
            ? 'Företaget bokför enligt kontantmetoden: fakturor bokförs när de betalas, under Betalningar.'
            : 'Ändra perioden eller filtren. Slutförda fakturor och registrerade betalningar visas här.'
        }
      />
    );
  return (
    <>
      <Entries items={result?.items} selection={selection} />
      {result && (
        <ListFooter
          page={page}
          pageSize={PAGE_SIZE}
          total={result.totalCount}
          noun={noun}
          onPage={(p) => setPaged({ key, page: p })}
        />
      )}
    </>
  );
}
