import { type DocumentListParameters, documentKindEndpoints } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, latestOnly } from '../../../api/call';
import { apiQueryKey } from '../../../api/hooks';
import { queryClient } from '../../../api/query-client';

/**
 * One page of a kind's documents. Search-as-you-type cancels the previous request (api-spec §7.7), and
 * the previous page stays on screen while the next loads so the table does not flash empty.
 */
export function useDocumentList(type: DocumentType, parameters: DocumentListParameters) {
  const endpoint = documentKindEndpoints[type].list;
  return useQuery({
    queryKey: apiQueryKey(endpoint, parameters),
    // Errors stay with the page: a refused period is shown at its date field, not as a notification.
    queryFn: ({ signal }) =>
      call(endpoint, parameters, { signal: latestOnly(endpoint.path, signal), handleErrors: false }),
    placeholderData: keepPreviousData,
  });
}

/** After a save or completion, every cached page of the kind's list is out of date. */
export function invalidateDocumentList(type: DocumentType) {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(documentKindEndpoints[type].list) });
}
