import type { Endpoint, ParametersOf, ResultOf } from '@shared/api/endpoint';
import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './call';
import type { CallOptions } from './caller';

/** Without parameters the key matches every call of the endpoint, for invalidation. */
export function apiQueryKey<E extends Endpoint>(
  endpoint: E,
  parameters?: ParametersOf<E>,
): readonly unknown[] {
  return parameters === undefined ? [endpoint.path] : [endpoint.path, parameters];
}

type QueryOptions<E extends Endpoint> = Omit<UseQueryOptions<ResultOf<E>, Error>, 'queryKey' | 'queryFn'>;

export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  parameters: ParametersOf<E>,
  options?: QueryOptions<E>,
) {
  return useQuery<ResultOf<E>, Error>({
    queryKey: apiQueryKey(endpoint, parameters),
    queryFn: ({ signal }) => call(endpoint, parameters, { signal }),
    ...options,
  });
}

type MutationOptions<E extends Endpoint> = Omit<
  UseMutationOptions<ResultOf<E>, Error, ParametersOf<E>>,
  'mutationFn'
> &
  Pick<CallOptions, 'handleErrors' | 'quietMessages'>;

export function useApiMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<E> = {}) {
  const { handleErrors, quietMessages, ...mutationOptions } = options;
  return useMutation<ResultOf<E>, Error, ParametersOf<E>>({
    mutationFn: (parameters) => call(endpoint, parameters, { handleErrors, quietMessages }),
    ...mutationOptions,
  });
}
