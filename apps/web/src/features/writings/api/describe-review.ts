import type { Review } from '@petal/contract/writings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One review; `reviewId` null (not a valid id) asks nothing. */
export function useReview(reviewId: number | null) {
  return useQuery({
    queryKey: ['writings', 'review', reviewId],
    queryFn: ({ signal }) =>
      apiRequest<Review>('/viewer/review/describe', {
        method: 'POST',
        body: { review_id: reviewId },
        signal,
      }),
    enabled: reviewId !== null,
    staleTime: 60_000,
  });
}
