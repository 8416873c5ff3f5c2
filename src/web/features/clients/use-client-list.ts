import { type ClientListParameters, type ClientListRow, clientsApi } from '@shared/api/clients.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, latestOnly } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';

type ListResult = { totalCount: number; items: ClientListRow[] };

export function clientListEndpoint(inactive: boolean) {
  return inactive ? clientsApi.inactiveList : clientsApi.list;
}

/**
 * One page of clients. Search-as-you-type cancels the previous request (api-spec §7.7), and the previous
 * page stays on screen while the next loads so the table does not flash empty between keystrokes.
 */
export function useClientList(inactive: boolean, parameters: ClientListParameters) {
  const endpoint = clientListEndpoint(inactive);
  return useQuery<ListResult, Error>({
    queryKey: apiQueryKey(endpoint, parameters),
    queryFn: ({ signal }) => call(endpoint, parameters, { signal: latestOnly(endpoint.path, signal) }),
    placeholderData: keepPreviousData,
  });
}

/** Lists, cards and the client itself after anything changed a client. */
export function invalidateClients() {
  for (const endpoint of [
    clientsApi.list,
    clientsApi.inactiveList,
    clientsApi.client,
    clientsApi.anonymizable,
  ]) {
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) });
  }
}

/** The star answers at once; the server's answer (or a failure) then settles every cached page. */
export function useSetFavorite() {
  return useApiMutation(clientsApi.setFavorite, {
    onMutate: ({ clientUid, favorite }) => {
      for (const endpoint of [clientsApi.list, clientsApi.inactiveList]) {
        queryClient.setQueriesData<ListResult>({ queryKey: apiQueryKey(endpoint) }, (old) =>
          old ? { ...old, items: old.items.map((r) => (r.uid === clientUid ? { ...r, favorite } : r)) } : old,
        );
      }
    },
    onSettled: invalidateClients,
  });
}
