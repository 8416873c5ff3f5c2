import { Button } from '@mantine/core';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { canAccess } from '@shared/domain/access';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { IconFileCode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store';
import { claimsTaxDeduction } from './RotListFilters';
import { ROT_FILES_PATH } from './rot-files-paths';

/** Whether the logged-in person may make and list ROT files (the contract's access, checked the same way). */
export function useMayHandleRotFiles(): boolean {
  const session = useSession();
  return !!session && canAccess(session, taxDeductionApi.taxDeductionRequests.access);
}

/** The invoice list's way to the ROT files page, for the kinds that claim ROT and the people who may. */
export function RotFilesLink({ docType }: { docType: DocumentType }) {
  const may = useMayHandleRotFiles();
  if (!claimsTaxDeduction(docType) || !may) return null;
  return (
    <Button
      component={Link}
      to={ROT_FILES_PATH}
      variant="default"
      leftSection={<IconFileCode size={18} />}
      data-testid="rot-files-link"
    >
      ROT-filer
    </Button>
  );
}
