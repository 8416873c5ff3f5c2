import { Anchor, Badge, Button, Group, MultiSelect, Select, Table, Text } from '@mantine/core';
import { type PaymentReminderRow, paymentRemindersApi } from '@shared/api/paymentReminders.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { formatKr } from '@shared/domain/format';
import { IconAlarm, IconPrinter } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import {
  ChoiceControl,
  FilterBar,
  ListEmpty,
  RegisterList,
  RowCheckbox,
  SelectAllCheckbox,
  useRegisterList,
} from '../../kit';
import { DateField } from '../../shell/DateField';
import { Page } from '../../shell/Page';
import { openPrintTab, showPdf } from '../printing';

type View = 'TO_REMIND' | 'SENT';
type Row = PaymentReminderRow & { uid: string };
const EMPTY: Row[] = [];
const NOUN = { one: 'påminnelse', many: 'påminnelser' };
const INVOICE_NOUN = { one: 'faktura', many: 'fakturor' };

/** Where an invoice opens (the document editor's address, decision 0006). */
function invoicePath(row: Row): string {
  return `/montor/dokument/${documentKinds[row.docType].slug}/edit/${row.docUid}`;
}

function ReminderRow({ row, view, register }: { row: Row; view: View; register: Register }) {
  const { selection } = register;
  const name = `faktura ${row.invoiceNumber ?? ''}`;
  return (
    <Table.Tr bg={selection.has(row.uid) ? 'montor.0' : undefined} data-testid="reminder-list-row">
      {view === 'SENT' ? (
        <RowCheckbox row={row} selection={selection} label={`Markera påminnelsen på ${name}`} />
      ) : null}
      <Table.Td>
        <Anchor component={Link} to={invoicePath(row)} size="sm">
          {row.invoiceNumber ?? '–'}
        </Anchor>
      </Table.Td>
      <Table.Td>{row.client?.caption ?? ''}</Table.Td>
      <Table.Td>{row.dueDate ?? ''}</Table.Td>
      <Table.Td ta="right">{formatKr(row.invoiceSum)}</Table.Td>
      <Table.Td ta="right">{formatKr(row.remainingOre)}</Table.Td>
      <Table.Td ta="right">{row.remindersCount}</Table.Td>
      <Table.Td>{view === 'SENT' ? row.reminderDate : (row.lastReminderDate ?? '–')}</Table.Td>
      <Table.Td ta="right">{row.reminderFee === null ? '–' : formatKr(row.reminderFee)}</Table.Td>
      <Table.Td ta="right">{row.interestSum === null ? '–' : formatKr(row.interestSum)}</Table.Td>
      {view === 'SENT' && (
        <Table.Td>
          <Badge variant="light" color={row.printed ? 'green' : 'gray'}>
            {row.printed ? 'Utskriven' : 'Ej utskriven'}
          </Badge>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

type Register = ReturnType<typeof useRegisterList<'date', Row>>;

function Head({ rows, view, register }: { rows: Row[]; view: View; register: Register }) {
  return (
    <>
      {view === 'SENT' && <SelectAllCheckbox rows={rows} selection={register.selection} />}
      <Table.Th>Faktura</Table.Th>
      <Table.Th>Kund</Table.Th>
      <Table.Th>Förfallodatum</Table.Th>
      <Table.Th ta="right">Fakturabelopp</Table.Th>
      <Table.Th ta="right">Återstår</Table.Th>
      <Table.Th ta="right">Påminnelser</Table.Th>
      <Table.Th>{view === 'SENT' ? 'Påminnelsedatum' : 'Senaste påminnelse'}</Table.Th>
      <Table.Th ta="right">Avgift</Table.Th>
      <Table.Th ta="right">Ränta</Table.Th>
      {view === 'SENT' && <Table.Th>Status</Table.Th>}
    </>
  );
}

/**
 * `/payment_reminders` (issue #16, decision 0034): the overdue invoices to remind ("Att påminna") and the
 * reminders written ("Skickade påminnelser"), filtered by kind, client, dates and a search; the written
 * ones are printed one or many at a time. Reminders are written from the invoice's own card.
 */
export function PaymentRemindersPage() {
  const register = useRegisterList<'date', Row>({ sortBy: 'date', sortDesc: true }, NOUN);
  const { selection, refilter } = register;
  const [view, setView] = useState<View>('TO_REMIND');
  const [docType, setDocType] = useState<Row['docType'] | null>(null);
  const [clientUids, setClientUids] = useState<string[]>([]);
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const config = useApiQuery(paymentRemindersApi.paymentRemindersFormConfig, {});
  const params = {
    offset: register.offset,
    limit: register.params.limit,
    searchPattern: register.debouncedSearch,
    allInvoices: view === 'TO_REMIND',
    docType,
    clientUids,
    dateFrom,
    dateTo,
  };
  const list = useApiQuery(paymentRemindersApi.paymentReminders, params, {
    placeholderData: keepPreviousData,
  });
  const queryProps = register.queryProps(list);
  const rows: Row[] = list.data?.items.map((r) => ({ ...r, uid: r.rowUid })) ?? EMPTY;
  const filtered =
    register.debouncedSearch !== '' || clientUids.length > 0 || dateFrom !== null || dateTo !== null;

  function printSelected() {
    const uids = selection.rows.flatMap((r) => (r.reminderUid ? [r.reminderUid] : []));
    const tab = openPrintTab();
    void showPdf(
      tab,
      (inline) => call(paymentRemindersApi.printPaymentReminders, { reminderUids: uids, inline }),
      uids.length,
    ).then(() => list.refetch());
  }

  const filters = (
    <FilterBar
      search={register.search}
      onSearch={register.setSearch}
      placeholder="Sök fakturanummer, kund eller märkning"
      label="Sök bland påminnelserna"
    >
      {config.data && config.data.docTypes.length > 1 && (
        <Select
          label="Dokumenttyp"
          clearable
          placeholder="Alla"
          data={config.data.docTypes}
          value={docType}
          onChange={refilter((v: string | null) => setDocType(v as Row['docType'] | null))}
          w={170}
        />
      )}
      <MultiSelect
        label="Kunder"
        placeholder={clientUids.length ? undefined : 'Alla kunder'}
        searchable
        clearable
        data={config.data?.clients ?? []}
        value={clientUids}
        onChange={refilter(setClientUids)}
        w={240}
      />
      <DateField
        label={view === 'SENT' ? 'Påminda från' : 'Förfallna från'}
        value={dateFrom}
        onChange={refilter(setDateFrom)}
        clearable
        w={150}
      />
      <DateField label="till" value={dateTo} onChange={refilter(setDateTo)} clearable w={150} />
    </FilterBar>
  );

  return (
    <Page
      title="Betalningspåminnelser"
      intro="Förfallna fakturor att påminna om och de påminnelser ni har skickat. En påminnelse skapas från fakturan."
    >
      <Group mb="md" justify="space-between" gap="sm">
        <ChoiceControl
          data={[
            { value: 'TO_REMIND', label: 'Att påminna' },
            { value: 'SENT', label: 'Skickade påminnelser' },
          ]}
          value={view}
          onChange={(v) => {
            setView(v as View);
            selection.clear();
            register.setOffset(0);
          }}
          aria-label="Visa"
        />
        {list.data && list.data.totalCount > 0 && (
          <Text size="sm" data-testid="reminders-remaining-sum">
            Återstår totalt: <b>{formatKr(list.data.remainingSum)}</b>
          </Text>
        )}
      </Group>
      <RegisterList
        filters={filters}
        selection={
          view === 'SENT' &&
          register.selectionBar(
            <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={printSelected}>
              Skriv ut påminnelser
            </Button>,
          )
        }
        what="påminnelserna"
        {...queryProps}
        paging={{ ...queryProps.paging, noun: view === 'SENT' ? NOUN : INVOICE_NOUN }}
        empty={
          list.data?.totalCount === 0 && (
            <ListEmpty
              filtered={filtered}
              noMatch={{ title: 'Inget matchar', text: 'Inga fakturor eller påminnelser matchar filtren.' }}
              icon={IconAlarm}
              title={view === 'SENT' ? 'Inga påminnelser ännu' : 'Inga förfallna fakturor'}
              text={
                view === 'SENT'
                  ? 'Påminnelser skapas från en förfallen faktura, under Påminnelser i fakturan.'
                  : 'Alla fakturor är betalda eller har inte förfallit ännu.'
              }
            />
          )
        }
        columns={view === 'SENT' ? 11 : 9}
        head={<Head rows={rows} view={view} register={register} />}
        minWidth={900}
        testId="payment-reminders-table"
      >
        {rows.map((row) => (
          <ReminderRow key={row.uid} row={row} view={view} register={register} />
        ))}
      </RegisterList>
    </Page>
  );
}
