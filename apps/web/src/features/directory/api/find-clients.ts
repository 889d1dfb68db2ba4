import type { ClientCard, ClientFindRequest, ClientFindResponse } from '@petal/contract/clients';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cursorPagesQuery } from '../../../lib/infinite-list.tsx';

/** The filter of a client list: everything find accepts but the page position. */
export type ClientFilter = Omit<ClientFindRequest, 'cursor' | 'limit'>;

export function clientPagesQuery(filter: ClientFilter) {
  return cursorPagesQuery<ClientCard>(['clients', 'find', filter], (cursor, signal) =>
    apiRequest<ClientFindResponse>('/viewer/client/find', {
      method: 'POST',
      body: { ...filter, limit: 20, ...(cursor ? { cursor } : {}) },
      signal,
    }),
  );
}

/** Clients matching `filter`, a page at a time; `enabled` waits for a filter to be known. */
export function useClientPages(filter: ClientFilter, enabled = true) {
  return useInfiniteQuery({ ...clientPagesQuery(filter), enabled });
}

/** Home's list: the country's girls by the daily flower ranking. */
export function homeRankingFilter(countryId: number): ClientFilter {
  return { country_id: countryId, kind: 'girl', sort: 'ranking' };
}
