import { useTranslation } from 'react-i18next';
import { bilingualName } from '../../../lib/localized-name.ts';
import { useClientDescribe } from '../../client-profile/api/describe-client.ts';

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
  // The profile's query, asked only when the list turned out empty and has no name to give.
  const describe = useClientDescribe(clientId ?? 0, clientId !== undefined && listLoaded && !firstItemClient);
  if (clientId === undefined) return null;
  const source = firstItemClient ?? describe.data;
  return source ? bilingualName(source, i18n.language) : null;
}
