import { Badge, Button } from '@mantine/core';
import { documentRelationsApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { RelationsDialog } from './RelationsDialog';

interface RelationsButtonProps {
  docType: DocumentType;
  docUid: string;
  /** The document says it has links: the count is read to show on the button. */
  hasRelations: boolean;
  onChanged: () => void;
}

/** "Relationer" in the editor's toolbar, with the number of linked documents when there are any. */
export function RelationsButton({ docType, docUid, hasRelations, onChanged }: RelationsButtonProps) {
  const [opened, setOpened] = useState(false);
  const relations = useApiQuery(
    documentRelationsApi.getDocumentRelations,
    { docType, docUid },
    { enabled: hasRelations, staleTime: 0 },
  );
  const count =
    hasRelations && relations.data
      ? relations.data.sourceRelations.length + relations.data.destinationRelations.length
      : 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLink size={16} />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle variant="filled">
              {count}
            </Badge>
          ) : undefined
        }
        onClick={() => setOpened(true)}
        data-testid="relations-button"
      >
        Relationer
      </Button>
      <RelationsDialog
        opened={opened}
        docType={docType}
        docUid={docUid}
        onClose={() => setOpened(false)}
        onChanged={() => {
          void relations.refetch();
          onChanged();
        }}
      />
    </>
  );
}
