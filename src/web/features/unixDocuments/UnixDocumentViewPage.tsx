import { Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { unixDocumentsApi } from '@shared/api/unixDocuments.api';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { placeholders } from '../../lib/placeholders';
import { QueryError } from '../../shell/QueryError';
import { usePageTitle } from '../../shell/use-page-title';
import { documentListPath, documentTypeOfPath, kindModules } from '../documents';
import { UnixInvoiceView } from './UnixInvoiceView';
import { UnixOrderView } from './UnixOrderView';

function Loading() {
  return (
    <Stack gap="sm">
      <Skeleton h={120} radius="md" />
      {placeholders(5).map((key) => (
        <Skeleton key={key} h={36} radius="sm" />
      ))}
    </Stack>
  );
}

function OrderPage({ docUid }: { docUid: string }) {
  const view = useApiQuery(unixDocumentsApi.viewOrder, { docUid });
  usePageTitle(view.data ? `Följesedel ${view.data.providerOrderNumber ?? ''}` : 'Följesedel');
  if (view.isPending) return <Loading />;
  if (view.isError)
    return <QueryError what="följesedeln" error={view.error} onRetry={() => void view.refetch()} />;
  return <UnixOrderView view={view.data} />;
}

function InvoicePage({ docUid }: { docUid: string }) {
  const view = useApiQuery(unixDocumentsApi.viewInvoice, { docUid });
  usePageTitle(view.data ? `Leverantörsfaktura ${view.data.document.number ?? ''}` : 'Leverantörsfaktura');
  if (view.isPending) return <Loading />;
  if (view.isError)
    return <QueryError what="leverantörsfakturan" error={view.error} onRetry={() => void view.refetch()} />;
  return <UnixInvoiceView view={view.data} />;
}

/** The read-only views of the provider's documents: the follow-up at edit/:docUid, the invoice at view/:docUid. */
export function UnixDocumentViewPage() {
  const { docUid } = useParams();
  const type = documentTypeOfPath(useLocation().pathname);
  const page = type ? kindModules[type].page : 'editor';
  if (!docUid || !type || page === 'editor') return <Navigate to="/montor" replace />;
  const back: ReactNode = (
    <Anchor
      component={Link}
      to={documentListPath(type)}
      fz="sm"
      mb="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} /> {documentKinds[type].pluralLabel}
    </Anchor>
  );
  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      {back}
      {page === 'followUpView' ? (
        <OrderPage key={docUid} docUid={docUid} />
      ) : (
        <InvoicePage key={docUid} docUid={docUid} />
      )}
    </Container>
  );
}
