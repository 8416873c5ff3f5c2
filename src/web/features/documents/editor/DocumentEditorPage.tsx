import { Button, Paper, Stack, Text } from '@mantine/core';
import { documentKindEndpoints, documentsApi } from '@shared/api/documents';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/hooks';
import { useSession } from '../../../session/session-store';
import { Page } from '../../../shell/Page';
import { PageLoader } from '../../../shell/PageLoader';
import { QueryError } from '../../../shell/QueryError';
import { documentEditPath, documentListPath, documentTypeOfPath } from '../document-paths';
import { DocumentEditor } from './DocumentEditor';
import { blankDraft } from './new-document';

/** Always the stored version: an editor started from a cached copy would get a needless conflict. */
const fresh = { staleTime: 0, refetchOnMount: 'always', gcTime: 0, retry: false } as const;

/** One editor page for every kind (`/new` and `/edit/:docUid`): the kind comes from the route's slug. */
export function DocumentEditorPage() {
  const type = documentTypeOfPath(useLocation().pathname);
  if (!type) return <Navigate to="/montor" replace />;
  return <KindEditorPage key={type} type={type} />;
}

function KindEditorPage({ type }: { type: DocumentType }) {
  const kind = documentKinds[type];
  const { docUid } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const location = useLocation();
  // The document the editor on /new created: its /edit address must neither load it again nor remount the
  // editor. A ref, because the router's navigation and a state update may render separately.
  const created = useRef<{ uid: string; editorKey: string } | null>(null);
  const editorKey = !docUid
    ? `new-${location.key}`
    : created.current?.uid === docUid
      ? created.current.editorKey
      : docUid;
  const loadUid = docUid && created.current?.uid !== docUid ? docUid : null;
  const config = useApiQuery(documentsApi.formConfig, { docType: type }, { staleTime: 60_000 });
  const load = useApiQuery(
    documentKindEndpoints[type].load,
    { docUid: loadUid ?? '' },
    { ...fresh, enabled: Boolean(loadUid) },
  );
  const today = useMemo(() => formatDate(new Date()), []);

  const title = docUid ? kind.label : kind.newLabel;
  const failed = config.error ?? (loadUid ? load.error : null);
  if (failed) {
    if (isApiError(failed) && failed.status === 404) return <DocumentNotFound type={type} />;
    return (
      <Page title={title}>
        <QueryError
          what={docUid ? `${kind.label.toLowerCase()}en` : 'formuläret'}
          error={failed}
          onRetry={() => void (config.error ? config.refetch() : load.refetch())}
        />
      </Page>
    );
  }
  if (!config.data || (loadUid && (!load.data || !load.isFetchedAfterMount))) {
    return (
      <Page title={title}>
        <PageLoader />
      </Page>
    );
  }
  const initial = loadUid ? (load.data ?? null) : null;
  return (
    <DocumentEditor
      key={editorKey}
      type={type}
      config={config.data}
      initial={initial}
      blank={blankDraft(kind, config.data, today, session?.employeeUid ?? null, session?.paymentDelay)}
      onCreated={(uid) => {
        created.current = { uid, editorKey };
        void navigate(documentEditPath(type, uid), { replace: true });
      }}
    />
  );
}

function DocumentNotFound({ type }: { type: DocumentType }) {
  const kind = documentKinds[type];
  return (
    <Page title={`${kind.label} finns inte`}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start" gap="sm">
          <Text>Dokumentet finns inte längre. Det kan ha tagits bort, eller så är länken fel.</Text>
          <Button component={Link} to={documentListPath(type)}>
            Till {kind.pluralLabel.toLowerCase()}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
