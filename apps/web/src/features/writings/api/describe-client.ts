import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client.ts';
import { bilingualName } from '../../../lib/localized-name.ts';

/**
 * A client's profile, asked only when a page needs the name and has no other source for it
 * (a list filtered to a client that has nothing in it yet).
 */
export function useClientDescribe(clientId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'describe', clientId],
    queryFn: ({ signal }) =>
      apiRequest<ClientDescribeResponse>('/viewer/client/describe', {
        method: 'POST',
        body: { client_id: clientId },
        signal,
      }),
    enabled: enabled && clientId !== undefined,
    staleTime: 60_000,
  });
}

/**
 * The name of the client a list is filtered to, in the reader's language: from the list's
 * first item when it has one, else from the client's profile once the list turns out empty.
 */
export function useClientName(
  clientId: number | undefined,
  firstItemClient: { name_en: string; name_zh: string } | null | undefined,
  listLoaded: boolean,
): string | null {
  const { i18n } = useTranslation();
  const describe = useClientDescribe(clientId, listLoaded && !firstItemClient);
  if (clientId === undefined) return null;
  const source = firstItemClient ?? describe.data;
  return source ? bilingualName(source, i18n.language) : null;
}
