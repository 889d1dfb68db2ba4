import type { MemberPost, MemberPostFindResponse } from '@petal/contract/writings';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cursorPagesQuery } from '../../../lib/infinite-list.tsx';
import { PAGE_SIZE, PREVIEW_SIZE } from './page-size.ts';

function findMemberPosts(
  clientId: number | undefined,
  limit: number,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  return apiRequest<MemberPostFindResponse>('/viewer/member/post/find', {
    method: 'POST',
    body: { limit, ...(clientId ? { client_id: clientId } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export function memberPostPagesQuery(clientId?: number) {
  return cursorPagesQuery<MemberPost>(['writings', 'member-posts', clientId ?? null], (cursor, signal) =>
    findMemberPosts(clientId, PAGE_SIZE, cursor, signal),
  );
}

/** Member posts a page at a time, newest first; those about one client when `clientId` is given. */
export function useMemberPostPages(clientId?: number) {
  return useInfiniteQuery(memberPostPagesQuery(clientId));
}

/** The newest few member posts about a client, for its profile; asked for once `enabled`. */
export function useMemberPostPreview(clientId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['writings', 'member-posts', 'preview', clientId],
    queryFn: ({ signal }) => findMemberPosts(clientId, PREVIEW_SIZE, undefined, signal),
    staleTime: 60_000,
  });
}
