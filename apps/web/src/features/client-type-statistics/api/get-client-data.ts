import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import { CACHE_SECONDS } from '@petal/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const clientDataQuery = queryOptions({
  queryKey: ['client-data', 'describe'],
  queryFn: ({ signal }) => apiRequest<ClientDataDescribeResponse>('/clientData/describe', { signal }),
  staleTime: CACHE_SECONDS.clientData * 1000,
});

export function useClientData() {
  return useQuery(clientDataQuery);
}
