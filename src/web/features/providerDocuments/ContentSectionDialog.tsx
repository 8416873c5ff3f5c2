import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { useApiQuery } from '../../api/hooks';
import { QueryError } from '../../shell/QueryError';
import { SafeHtml } from '../news';

/** A content section a banner opens (EXTENDED_CONTENT_SECTION_UID): its title and the provider's HTML. */
export function ContentSectionDialog({ uid, onClose }: { uid: string | null; onClose: () => void }) {
  const section = useApiQuery(
    providerDocumentsApi.contentSection,
    { uid: uid ?? '' },
    { enabled: uid !== null },
  );
  return (
    <Modal
      opened={uid !== null}
      onClose={onClose}
      size="lg"
      title={section.data?.title ?? 'Hämtar…'}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
      data-testid="content-section-dialog"
    >
      {section.isError ? (
        <QueryError what="innehållet" error={section.error} onRetry={() => void section.refetch()} />
      ) : !section.data ? (
        <Stack gap="xs">
          <Skeleton h={16} />
          <Skeleton h={16} w="80%" />
          <Skeleton h={16} w="60%" />
        </Stack>
      ) : (
        <Stack gap="sm">
          <SafeHtml html={section.data.body} testId="content-section-body" />
          <Text size="xs" c="dimmed">
            Uppdaterad {section.data.updatedOn}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
