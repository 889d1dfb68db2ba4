import type { SpecialCategoryListResponse } from '@petal/contract/clients';
import { CACHE_SECONDS } from '@petal/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The special service categories (/fantasy-filter) of a country, with their counts. */
export function useSpecialCategories(countryId: number) {
  return useQuery({
    queryKey: ['special-categories', countryId],
    queryFn: ({ signal }) =>
      apiRequest<SpecialCategoryListResponse>('/specialCat/typeList', {
        method: 'POST',
        body: { country_id: countryId },
        signal,
      }),
    staleTime: CACHE_SECONDS.clientTypeStatistics * 1000,
  });
}
