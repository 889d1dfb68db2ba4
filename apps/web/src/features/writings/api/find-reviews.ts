import type { Review, ReviewFindResponse } from '@petal/contract/writings';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cursorPagesQuery } from '../../../lib/infinite-list.tsx';
import { PAGE_SIZE, PREVIEW_SIZE } from './page-size.ts';

function findReviews(
  clientId: number | undefined,
  limit: number,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  return apiRequest<ReviewFindResponse>('/viewer/review/find', {
    method: 'POST',
    body: { limit, ...(clientId ? { client_id: clientId } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export function reviewPagesQuery(clientId?: number) {
  return cursorPagesQuery<Review>(['writings', 'reviews', clientId ?? null], (cursor, signal) =>
    findReviews(clientId, PAGE_SIZE, cursor, signal),
  );
}

/** Reviews a page at a time, newest first; one client's when `clientId` is given. */
export function useReviewPages(clientId?: number) {
  return useInfiniteQuery(reviewPagesQuery(clientId));
}

/** A client's newest few reviews, for its profile; asked for once `enabled`. */
export function useReviewPreview(clientId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['writings', 'reviews', 'preview', clientId],
    queryFn: ({ signal }) => findReviews(clientId, PREVIEW_SIZE, undefined, signal),
    staleTime: 60_000,
  });
}
