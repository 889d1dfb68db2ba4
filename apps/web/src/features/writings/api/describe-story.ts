import type { StoryDescribeResponse } from '@petal/contract/writings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One story with its comments; `storyId` null (not a valid id) asks nothing. */
export function useStory(storyId: number | null) {
  return useQuery({
    queryKey: ['writings', 'story', storyId],
    queryFn: ({ signal }) =>
      apiRequest<StoryDescribeResponse>('/viewer/story/describe', {
        method: 'POST',
        body: { story_id: storyId },
        signal,
      }),
    enabled: storyId !== null,
    staleTime: 60_000,
  });
}
