import type { ClientDataDescribeResponse } from '@petal/contract/client-data';
import { CACHE_SECONDS } from '@petal/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { apiRequest } from './api-client.ts';

/** The lookup tables (spec section 3): countries, regions and client types by id. */
export const clientDataQuery = queryOptions({
  queryKey: ['client-data', 'describe'],
  queryFn: ({ signal }) => apiRequest<ClientDataDescribeResponse>('/clientData/describe', { signal }),
  staleTime: CACHE_SECONDS.clientData * 1000,
});

export function useClientData() {
  return useQuery(clientDataQuery);
}

type Entry<K extends keyof ClientDataDescribeResponse> = ClientDataDescribeResponse[K][number];

export interface Lookups {
  country: Map<number, Entry<'Country'>>;
  region1: Map<number, Entry<'All_Region1'>>;
  region2: Map<number, Entry<'All_Region2'>>;
  type: Map<number, Entry<'ClientType'>>;
}

/** The lookup tables as maps by id; undefined until they arrive. */
export function useLookups(): Lookups | undefined {
  // Deferred: the names arrive in a background render React splits into slices, rather than
  // re-rendering at once every page part that names a place, in one long task.
  const data = useDeferredValue(useClientData().data);
  return useMemo(
    () =>
      data && {
        country: new Map(data.Country.map((entry) => [entry.country_id, entry])),
        region1: new Map(data.All_Region1.map((entry) => [entry.region1_id, entry])),
        region2: new Map(data.All_Region2.map((entry) => [entry.region2_id, entry])),
        type: new Map(data.ClientType.map((entry) => [entry.type_id, entry])),
      },
    [data],
  );
}
