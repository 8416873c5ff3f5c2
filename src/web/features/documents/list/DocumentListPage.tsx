import { Button, CloseButton, Group, Paper, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { periodTypes } from '@shared/api/documents.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { isAborted } from '../../../api/api-error';
import { DateField } from '../../../shell/DateField';
import { Page } from '../../../shell/Page';
import { QueryError } from '../../../shell/QueryError';
import { ListFooter } from '../../listSettings/ListFooter';
import { canCreate, documentNewPath, documentTypeOfPath } from '../document-paths';
import { DocumentCards } from './DocumentCards';
import { DocumentListEmpty } from './DocumentListEmpty';
import { DocumentTable } from './DocumentTable';
import {
  type CompletedFilter,
  completedFilterLabels,
  DOCUMENT_PAGE_SIZE,
  type DocumentListState,
  isFiltered,
  type PeriodType,
  periodLabels,
  readDocumentListState,
  toDocumentListParameters,
  toggleDocumentSort,
  writeDocumentListState,
} from './document-list-params';
import { useDocumentList } from './use-document-list';

/** One list page for every kind: the kind comes from the route's slug. */
export function DocumentListPage() {
  const type = documentTypeOfPath(useLocation().pathname);
  if (!type) return <Navigate to="/montor" replace />;
  return <KindListPage key={type} type={type} />;
}

function KindListPage({ type }: { type: NonNullable<ReturnType<typeof documentTypeOfPath>> }) {
  const kind = documentKinds[type];
  const phone = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const state = readDocumentListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const list = useDocumentList(type, toDocumentListParameters(state));
  const creatable = canCreate(kind);

  function update(next: Partial<DocumentListState>) {
    setParams(writeDocumentListState({ ...state, page: 1, ...next }), { replace: true });
  }
  const searchLater = useDebouncedCallback((search: string) => update({ search }), 250);

  function clearFilters() {
    setSearchText('');
    searchLater('');
    setParams(new URLSearchParams(), { replace: true });
  }

  const data = list.data;
  const newButton = creatable ? (
    <Button
      component={Link}
      to={documentNewPath(type)}
      leftSection={<IconPlus size={18} />}
      data-testid="document-new"
    >
      {kind.newLabel}
    </Button>
  ) : undefined;

  return (
    <Page title={kind.pluralLabel} actions={newButton}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            placeholder="Sök på nummer, kund, märkning, rubrik …"
            aria-label={`Sök ${kind.pluralLabel.toLowerCase()}`}
            leftSection={<IconSearch size={18} />}
            rightSection={
              searchText ? (
                <CloseButton
                  aria-label="Rensa sökningen"
                  onClick={() => {
                    setSearchText('');
                    searchLater('');
                  }}
                />
              ) : null
            }
            value={searchText}
            onChange={(e) => {
              setSearchText(e.currentTarget.value);
              searchLater(e.currentTarget.value);
            }}
            style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
            data-testid="document-search"
          />
          <SegmentedControl
            aria-label="Visa"
            value={state.completed}
            onChange={(value) => update({ completed: value as CompletedFilter })}
            data={Object.entries(completedFilterLabels).map(([value, label]) => ({ value, label }))}
            data-testid="document-completed-filter"
          />
          <Select
            aria-label="Period"
            w={170}
            allowDeselect={false}
            value={state.period}
            onChange={(value) => update({ period: (value ?? 'ALL') as PeriodType })}
            data={periodTypes.map((p) => ({ value: p, label: periodLabels[p] }))}
            data-testid="document-period"
          />
          {state.period === 'OPTIONAL' && (
            <Group gap="xs" wrap="nowrap">
              <DateField
                label="Från"
                value={state.dateFrom}
                minDate="2000-01-01"
                clearable
                onChange={(dateFrom) => update({ dateFrom: dateFrom ?? '' })}
                w={150}
              />
              <DateField
                label="Till"
                value={state.dateTo}
                minDate={state.dateFrom || '2000-01-01'}
                clearable
                onChange={(dateTo) => update({ dateTo: dateTo ?? '' })}
                w={150}
              />
            </Group>
          )}
        </Group>

        {list.error && !isAborted(list.error) ? (
          <QueryError
            what={kind.pluralLabel.toLowerCase()}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : data && data.totalCount === 0 ? (
          <DocumentListEmpty
            kind={kind}
            filtered={isFiltered(state)}
            search={state.search.trim()}
            canCreate={creatable}
            onClear={clearFilters}
          />
        ) : phone ? (
          <DocumentCards kind={kind} rows={data?.items ?? null} />
        ) : (
          <Paper withBorder radius="md" p="xs">
            <DocumentTable
              kind={kind}
              rows={data?.items ?? null}
              state={state}
              onSort={(field) => update(toggleDocumentSort(state, field))}
            />
          </Paper>
        )}
        {data && data.totalCount > 0 && (
          <ListFooter
            page={state.page}
            pageSize={DOCUMENT_PAGE_SIZE}
            total={data.totalCount}
            noun={{ one: 'dokument', many: 'dokument' }}
            onPage={(page) => {
              setParams(writeDocumentListState({ ...state, page }));
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Stack>
    </Page>
  );
}
