import { Alert, Box, Button, Drawer, Group, Paper, Stack } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { hasInvoiceList } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { IconAlertTriangle, IconFolders, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isAborted, isApiError } from '../../../api/api-error';
import { ListFooter, mapServerMessages } from '../../../kit';
import { useSession } from '../../../session/session-store';
import { Page } from '../../../shell/Page';
import { QueryError } from '../../../shell/QueryError';
import { ColumnSettingsButton, useListColumns } from '../../listSettings';
import { RotFilesLink } from '../../taxDeduction';
import {
  canCreate,
  documentFolderPath,
  documentNewPath,
  documentTypeOfPath,
  type ListLocation,
  listLocationOf,
  ROOT_LOCATION,
} from '../document-paths';
import { FolderBreadcrumbs } from '../folders/FolderBreadcrumbs';
import { FolderPanel } from '../folders/FolderPanel';
import { useFolderList } from '../folders/use-folders';
import { DocumentBulkBar } from './DocumentBulkBar';
import { DocumentCards } from './DocumentCards';
import { DocumentFilters } from './DocumentFilters';
import { DocumentListEmpty } from './DocumentListEmpty';
import { DocumentTable } from './DocumentTable';
import {
  archiveRoot,
  clearedFilters,
  DOCUMENT_PAGE_SIZE,
  type DocumentListState,
  isFiltered,
  readDocumentListState,
  toDocumentListParameters,
  toggleDocumentSort,
  writeDocumentListState,
} from './document-list-params';
import { ALL_INVOICES_PATH, InvoiceListSums } from './InvoiceListParts';
import { EmptyTrashButton, ListMenu } from './ListActions';
import { useDocumentList } from './use-document-list';

/** One list page for every kind and location: the kind from the route's slug, the folder from its params. */
export function DocumentListPage() {
  const type = documentTypeOfPath(useLocation().pathname);
  const location = listLocationOf(useParams());
  if (!type) return <Navigate to="/montor" replace />;
  if (!location) return <Navigate to={documentFolderPath(type, ROOT_LOCATION)} replace />;
  return <KindListPage key={type} type={type} location={location} />;
}

function KindListPage({ type, location }: { type: DocumentType; location: ListLocation }) {
  const kind = documentKinds[type];
  const session = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 62em)');
  const [drawer, drawerControls] = useDisclosure(false);
  const [params, setParams] = useSearchParams();
  const state = readDocumentListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageSize = session?.documentsOnPage || DOCUMENT_PAGE_SIZE;
  const { columns } = useListColumns(type);
  const list = useDocumentList(type, toDocumentListParameters(state, { type, location, pageSize }));
  const folders = useFolderList(type, location.specialFolder);
  const creatable = canCreate(kind);
  const where = `${location.specialFolder ?? ''}/${location.folderUid ?? ''}`;

  function update(next: Partial<DocumentListState>) {
    setSelected(new Set());
    setParams(writeDocumentListState({ ...state, page: 1, ...next }), { replace: true });
  }
  const searchLater = useDebouncedCallback((search: string) => update({ search }), 250);
  // A new folder keeps the filters but starts from the first page.
  const linkTo = (target: ListLocation) => {
    const query = writeDocumentListState({ ...state, page: 1 }).toString();
    return `${documentFolderPath(type, target)}${query ? `?${query}` : ''}`;
  };

  const [shownWhere, setShownWhere] = useState(where);
  if (shownWhere !== where) {
    setShownWhere(where);
    setSelected(new Set());
  }

  const data = list.data;
  const rows = data && columns ? data.items : null;
  const fieldErrors = useMemo(
    () =>
      isApiError(list.error) && list.error.status === 400
        ? mapServerMessages(list.error.messages, {}).fieldErrors
        : {},
    [list.error],
  );
  const refused = Object.keys(fieldErrors).length > 0;
  const folderGone =
    location.folderUid !== null &&
    folders.data !== undefined &&
    !folders.data.folders.some((f) => f.uid === location.folderUid);
  const selectedRows = (data?.items ?? []).filter((r) => selected.has(r.docUid));

  const panel = (
    <FolderPanel
      kind={kind}
      location={location}
      linkTo={linkTo}
      onNavigate={drawerControls.close}
      onLeaveFolder={() => void navigate(linkTo(ROOT_LOCATION), { replace: true })}
    />
  );
  const actions = (
    <Group gap="sm">
      {location.specialFolder === 'deleted' && (
        <EmptyTrashButton kind={kind} disabled={(folders.data?.specialsCounters.deleted ?? 0) === 0} />
      )}
      {location.specialFolder === null && <ListMenu kind={kind} />}
      {hasInvoiceList(type) && (
        <Button component={Link} to={ALL_INVOICES_PATH} variant="default" data-testid="all-invoices-link">
          Alla fakturor
        </Button>
      )}
      <RotFilesLink docType={type} />
      {creatable && (
        <Button
          component={Link}
          to={documentNewPath(type)}
          leftSection={<IconPlus size={18} />}
          data-testid="document-new"
        >
          {kind.newLabel}
        </Button>
      )}
    </Group>
  );

  return (
    <Page title={kind.pluralLabel} actions={actions}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {!phone && (
          <Paper withBorder radius="md" p="xs" w={236} miw={236}>
            {panel}
          </Paper>
        )}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <FolderBreadcrumbs
              kind={kind}
              location={location}
              folders={folders.data?.folders ?? []}
              linkTo={linkTo}
            />
            <Group gap="sm" wrap="nowrap">
              {phone && (
                <Button
                  variant="default"
                  leftSection={<IconFolders size={18} />}
                  onClick={drawerControls.open}
                  data-testid="folder-drawer-open"
                >
                  Mappar
                </Button>
              )}
              {!phone && <ColumnSettingsButton type={type} columns={columns} />}
            </Group>
          </Group>
          <DocumentFilters
            kind={kind}
            state={state}
            update={update}
            searchText={searchText}
            onSearchText={(text) => {
              setSearchText(text);
              // Through the debounce, so a search still waiting to run cannot bring the text back.
              searchLater(text);
            }}
            fieldErrors={fieldErrors}
            hideSubfolders={location.specialFolder === 'deleted' || archiveRoot(location)}
          />
          {selectedRows.length > 0 && (
            <DocumentBulkBar
              kind={kind}
              location={location}
              rows={selectedRows}
              onDone={() => setSelected(new Set())}
            />
          )}
          {folderGone ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Mappen finns inte">
              Mappen har tagits bort, flyttats eller arkiverats.{' '}
              <Link to={linkTo(ROOT_LOCATION)}>Visa alla {kind.pluralLabel.toLowerCase()}</Link>
            </Alert>
          ) : refused ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle />} data-testid="period-refused">
              Perioden kan inte visas: {Object.values(fieldErrors)[0]}
            </Alert>
          ) : list.error && !isAborted(list.error) ? (
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
              location={location}
              inFolders={(folders.data?.specialsCounters.all ?? 0) > 0}
              onClear={() => {
                setSearchText('');
                searchLater('');
                update(clearedFilters(state));
              }}
            />
          ) : phone ? (
            <DocumentCards
              kind={kind}
              rows={rows}
              selected={selected}
              onSelect={(uids, on) => setSelected(select(selected, uids, on))}
            />
          ) : (
            <Paper withBorder radius="md" p="xs">
              <DocumentTable
                kind={kind}
                columns={columns ?? []}
                rows={rows}
                state={state}
                onSort={(field) => update(toggleDocumentSort(state, field))}
                selected={selected}
                onSelect={(uids, on) => setSelected(select(selected, uids, on))}
              />
            </Paper>
          )}
          {data?.sums && data.totalCount > 0 && !refused && (
            <InvoiceListSums page={data.sums.page} selectedRows={selectedRows} />
          )}
          {data && data.totalCount > 0 && !refused && (
            <ListFooter
              page={state.page}
              pageSize={pageSize}
              total={data.totalCount}
              moreThanTotal={data.countCapped}
              noun={{ one: 'dokument', many: 'dokument' }}
              onPage={(page) => {
                setSelected(new Set());
                setParams(writeDocumentListState({ ...state, page }));
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </Stack>
      </Group>
      <Drawer opened={drawer} onClose={drawerControls.close} title={kind.pluralLabel} size="85%" padding="md">
        <Box>{panel}</Box>
      </Drawer>
    </Page>
  );
}

function select(current: ReadonlySet<string>, uids: string[], on: boolean): ReadonlySet<string> {
  const next = new Set(current);
  for (const uid of uids) on ? next.add(uid) : next.delete(uid);
  return next;
}
