import {
  Checkbox,
  CloseButton,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { hasInvoiceList, periodTypes, type ReadState, type UnixType, unixTypes } from '@shared/api/documents';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from '../../../shell/DateField';
import { ClientLinkFilter } from '../../clientLinks';
import { ClientSelect } from '../../clients';
import { RotListFilters } from '../../taxDeduction';
import { WorkOrderListFilters } from '../../timeLogs';
import {
  type CompletedFilter,
  completedFilterLabels,
  type DocumentListState,
  kindFilters,
  type PeriodType,
  periodLabels,
  readStateLabels,
  readStatesOf,
  type SentFilter,
  sentFilterLabels,
  unixTypeLabels,
} from './document-list-params';
import { InvoiceFilters } from './InvoiceFilters';

interface DocumentFiltersProps {
  kind: DocumentKind;
  state: DocumentListState;
  update: (next: Partial<DocumentListState>) => void;
  searchText: string;
  onSearchText: (text: string) => void;
  /** The server's messages for the list call's parameters (a refused period). */
  fieldErrors: Record<string, string>;
  /** Subfolders mean nothing in the trash (no folders) and the archive's top level (always all). */
  hideSubfolders: boolean;
}

function segments<T extends string>(labels: Record<T, string>) {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

export function DocumentFilters(props: DocumentFiltersProps) {
  const { kind, state, update, fieldErrors } = props;
  const own = kindFilters(kind.type);
  const periodError = fieldErrors.periodType;
  return (
    <Stack gap="sm" data-testid="document-filters">
      <Group gap="md" align="center" wrap="wrap">
        <TextInput
          placeholder={state.byClientCode ? 'Sök på kundnummer …' : 'Sök på nummer, kund, märkning, rubrik …'}
          aria-label={`Sök ${kind.pluralLabel.toLowerCase()}`}
          leftSection={<IconSearch size={18} />}
          rightSection={
            props.searchText ? (
              <CloseButton aria-label="Rensa sökningen" onClick={() => props.onSearchText('')} />
            ) : null
          }
          value={props.searchText}
          onChange={(e) => props.onSearchText(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220, maxWidth: 440 }}
          data-testid="document-search"
        />
        <Checkbox
          label="Sök på kundnummer"
          checked={state.byClientCode}
          onChange={(e) => update({ byClientCode: e.currentTarget.checked })}
          data-testid="document-by-client-code"
        />
        {!props.hideSubfolders && (
          <Checkbox
            label="Sök i undermappar"
            checked={state.subfolders}
            onChange={(e) => update({ subfolders: e.currentTarget.checked })}
            data-testid="document-subfolders"
          />
        )}
      </Group>
      {/* Top-aligned: a message under a date field must not push the other filters down. */}
      <Group gap="md" align="flex-start" wrap="wrap">
        <Input.Wrapper label="Slutförda">
          <SegmentedControl
            display="flex"
            value={state.completed}
            onChange={(value) => update({ completed: value as CompletedFilter })}
            data={segments(completedFilterLabels)}
            data-testid="document-completed-filter"
          />
        </Input.Wrapper>
        <Select
          label="Period"
          w={170}
          allowDeselect={false}
          value={state.period}
          onChange={(value) => update({ period: (value ?? 'ALL') as PeriodType })}
          data={periodTypes.map((p) => ({ value: p, label: periodLabels[p] }))}
          error={periodError}
          data-testid="document-period"
        />
        {state.period === 'OPTIONAL' && (
          <>
            <DateField
              label="Från"
              value={state.dateFrom}
              minDate="2000-01-01"
              clearable
              onChange={(dateFrom) => update({ dateFrom: dateFrom ?? '' })}
              error={fieldErrors.dateFrom}
              w={160}
              data-testid="document-date-from"
            />
            <DateField
              label="Till"
              value={state.dateTo}
              minDate={state.dateFrom || '2000-01-01'}
              clearable
              onChange={(dateTo) => update({ dateTo: dateTo ?? '' })}
              error={fieldErrors.dateTo}
              w={160}
              data-testid="document-date-to"
            />
          </>
        )}
        {own.includes('sent') && (
          <Input.Wrapper label="Skickade">
            <SegmentedControl
              display="flex"
              value={state.sent}
              onChange={(value) => update({ sent: value as SentFilter })}
              data={segments(sentFilterLabels)}
              data-testid="document-sent-filter"
            />
          </Input.Wrapper>
        )}
        {own.includes('readState') && (
          <Select
            label="Läsläge"
            placeholder="Alla"
            clearable
            w={230}
            value={state.readState}
            onChange={(value) => update({ readState: (value as ReadState | null) ?? null })}
            data={readStatesOf(kind.type).map((s) => ({ value: s, label: readStateLabels[s] }))}
            data-testid="document-read-state"
          />
        )}
        {own.includes('unixType') && (
          <Select
            label="Typ"
            placeholder="Alla"
            clearable
            w={140}
            value={state.unixType}
            onChange={(value) => update({ unixType: (value as UnixType | null) ?? null })}
            data={unixTypes.map((t) => ({ value: t, label: unixTypeLabels[t] }))}
            data-testid="document-unix-type"
          />
        )}
        {hasInvoiceList(kind.type) && <InvoiceFilters state={state} update={update} />}
        <RotListFilters docType={kind.type} values={state} onChange={update} />
        <ClientLinkFilter
          docType={kind.type}
          value={state.clientLinkState}
          onChange={(clientLinkState) => update({ clientLinkState })}
        />
        {own.includes('client') && (
          <ClientSelect
            label="Kund"
            w={260}
            value={state.clientUid || null}
            selected={
              state.clientUid ? { uid: state.clientUid, code: null, name: state.clientLabel || null } : null
            }
            onChange={(client) =>
              update({
                clientUid: client?.uid ?? '',
                clientLabel: client ? [client.code, client.name].filter(Boolean).join(' · ') : '',
              })
            }
            data-testid="document-client-filter"
          />
        )}
        {own.includes('workOrder') && (
          <WorkOrderListFilters
            status={state.workStatus}
            employeeUids={state.employeeUids}
            onChange={update}
          />
        )}
        {own.includes('workOrder') && (
          <Group gap="md" mt={32}>
            <Checkbox
              label="Bara mina tilldelade"
              checked={state.onlyMine}
              onChange={(e) => update({ onlyMine: e.currentTarget.checked })}
              data-testid="document-only-mine"
            />
            <Checkbox
              label="Utan faktura/ÄTA"
              checked={state.withoutInvoices}
              onChange={(e) => update({ withoutInvoices: e.currentTarget.checked })}
              data-testid="document-without-invoices"
            />
          </Group>
        )}
      </Group>
    </Stack>
  );
}
