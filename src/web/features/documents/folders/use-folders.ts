import type { SpecialFolder } from '@shared/api/documents';
import { foldersApi } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQueryKey, useApiQuery } from '../../../api/hooks';
import { queryClient } from '../../../api/query-client';
import { invalidateDocumentList } from '../lists/use-document-list';

/** A kind's folders and counters as the list at `specialFolder` shows them (active or archived). */
export function useFolderList(docType: DocumentType, specialFolder: SpecialFolder | null) {
  return useApiQuery(
    foldersApi.list,
    { docType, specialFolder: specialFolder === 'archived' ? 'archived' : null },
    { placeholderData: keepPreviousData },
  );
}

/** After anything that moves documents or folders: the counters and every page of the list. */
export function invalidateFoldersAndList(docType: DocumentType) {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(foldersApi.list) });
  invalidateDocumentList(docType);
}
