import { useDebouncedValue } from '@mantine/hooks';
import type { ParametersOf } from '@shared/api/endpoint';
import { ownPricesApi } from '@shared/api/ownPrices.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { call, latestOnly } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { type OwnPriceFormValues, ownPriceDataOf } from './own-price-form';

type CalcParameters = ParametersOf<typeof ownPricesApi.calc>;

/** The calculator's request for the values typed so far, or null while there is nothing to ask. */
export function calcParameters(values: OwnPriceFormValues): CalcParameters | null {
  const checked = ownPriceDataOf({ ...values, forClient: false }, { requireValue: false });
  if (!checked.ok) return null;
  const { code, mode, priceOre, markupBp, profitBp, discountApplicable } = checked.data;
  return { codeOrArticle: code, mode, priceOre, markupBp, profitBp, discountApplicable };
}

/**
 * The price calculator (`calc`) following the form while the user types: a short pause before asking,
 * and each new question cancels the one still on its way, so an older answer never overwrites a newer.
 * `enabled` is false while the article field holds a half-typed name that names no article yet.
 */
export function useCalculator(values: OwnPriceFormValues, enabled: boolean) {
  const parameters = enabled ? calcParameters(values) : null;
  // Debounced as text: a fresh object every render would restart the timer for ever.
  const [key] = useDebouncedValue(parameters ? JSON.stringify(parameters) : null, 250);
  const query = useQuery({
    queryKey: [...apiQueryKey(ownPricesApi.calc), key],
    enabled: key !== null,
    queryFn: ({ signal }) =>
      call(ownPricesApi.calc, JSON.parse(key!) as CalcParameters, {
        signal: latestOnly('ownPriceCalc', signal),
        handleErrors: false,
        background: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const fieldErrors = query.error && isApiError(query.error) ? query.error.fieldMessages() : {};
  return {
    result: key === null ? undefined : query.data,
    calculating: query.isFetching,
    /** The article could not be found, or a value the server cannot read. */
    error: fieldErrors.codeOrArticle ?? null,
  };
}
