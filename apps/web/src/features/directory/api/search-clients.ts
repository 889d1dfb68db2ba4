import type { ClientCard } from '@petal/contract/clients';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Clients whose English or Chinese name is like `text`; nothing is asked for empty text. */
export function useClientSearch(text: string, countryId: number | undefined) {
  const q = text.trim();
  return useQuery({
    queryKey: ['clients', 'search', q, countryId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<{ items: ClientCard[] }>('/viewer/client/search', {
        method: 'POST',
        body: { q, limit: 30, ...(countryId ? { country_id: countryId } : {}) },
        signal,
      }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
