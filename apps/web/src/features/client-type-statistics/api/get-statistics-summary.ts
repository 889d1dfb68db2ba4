import type { StatisticsSummaryResponse } from '@petal/contract/client-type-statistics';
import { CACHE_SECONDS } from '@petal/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const statisticsSummaryQuery = queryOptions({
  queryKey: ['client-type-statistics', 'summary'],
  queryFn: ({ signal }) =>
    apiRequest<StatisticsSummaryResponse>('/clientType/statistics/summary', {
      method: 'POST',
      body: {},
      signal,
    }),
  staleTime: CACHE_SECONDS.clientTypeStatistics * 1000,
});

export function useStatisticsSummary() {
  return useQuery(statisticsSummaryQuery);
}
