import type { MemberPostDescribeResponse } from '@petal/contract/writings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One member post with its comments; `postId` null (not a valid id) asks nothing. */
export function useMemberPost(postId: number | null) {
  return useQuery({
    queryKey: ['writings', 'member-post', postId],
    queryFn: ({ signal }) =>
      apiRequest<MemberPostDescribeResponse>('/viewer/member/post/describe', {
        method: 'POST',
        body: { post_id: postId },
        signal,
      }),
    enabled: postId !== null,
    staleTime: 60_000,
  });
}
