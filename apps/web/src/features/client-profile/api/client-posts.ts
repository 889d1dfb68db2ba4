import type {
  ClientPost,
  ClientPostDescribeResponse,
  ClientPostFindResponse,
} from '@petal/contract/writings';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cursorPagesQuery } from '../../../lib/infinite-list.tsx';

/** A client's posts, newest first, a page at a time (`/viewer/client/post/find`). */
export function useClientPostPages(clientId: number, enabled = true) {
  return useInfiniteQuery({
    ...cursorPagesQuery<ClientPost>(['client-posts', 'find', clientId], (cursor, signal) =>
      apiRequest<ClientPostFindResponse>('/viewer/client/post/find', {
        method: 'POST',
        body: { client_id: clientId, limit: 20, ...(cursor ? { cursor } : {}) },
        signal,
      }),
    ),
    enabled,
  });
}

export function clientPostQuery(postId: number) {
  return queryOptions({
    queryKey: ['client-posts', 'describe', postId],
    queryFn: ({ signal }) =>
      apiRequest<ClientPostDescribeResponse>('/viewer/client/post/describe', {
        method: 'POST',
        body: { post_id: postId },
        signal,
      }),
    staleTime: 30_000,
  });
}

/** One post with its comments (`/viewer/client/post/describe`). */
export function useClientPost(postId: number | null) {
  return useQuery({ ...clientPostQuery(postId ?? 0), enabled: postId !== null });
}
