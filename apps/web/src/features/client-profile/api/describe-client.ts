import type { ClientDescribeResponse } from '@petal/contract/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A client's profile (`/viewer/client/describe`); the profile and every page under it read it. */
export function clientDescribeQuery(clientId: number) {
  return queryOptions({
    queryKey: ['clients', 'describe', clientId],
    queryFn: ({ signal }) =>
      apiRequest<ClientDescribeResponse>('/viewer/client/describe', {
        method: 'POST',
        body: { client_id: clientId },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The profile of `clientId`; waits while the id is not a valid one (`enabled`). */
export function useClientDescribe(clientId: number, enabled = true) {
  return useQuery({ ...clientDescribeQuery(clientId), enabled: enabled && isClientId(clientId) });
}

/** Route parameters are text: a client id is a positive whole number. */
export function parseClientId(value: string | undefined): number {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

export function isClientId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}
