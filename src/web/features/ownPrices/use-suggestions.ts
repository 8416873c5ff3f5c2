import { useDebouncedValue } from '@mantine/hooks';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, latestOnly } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';

const NONE: never[] = [];

/** product-spec §9: suggestions need at least three characters. */
export const SUGGEST_MIN_LENGTH = 3;

/**
 * Catalogue articles matching what is typed in the article field (number, RSK number or name). An
 * earlier request still on its way is cancelled (api-spec §7.7, "own prices suggest").
 */
export function useSuggestions(text: string, enabled: boolean) {
  const [pattern] = useDebouncedValue(text.trim(), 200);
  const active = enabled && pattern.length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({
    queryKey: apiQueryKey(ownPricesApi.suggest, { pattern }),
    enabled: active,
    queryFn: ({ signal }) =>
      call(
        ownPricesApi.suggest,
        { pattern },
        { signal: latestOnly('ownPricesSuggest', signal), background: true },
      ),
    placeholderData: keepPreviousData,
  });
  return { items: active ? (query.data?.items ?? NONE) : NONE, searching: query.isFetching };
}
