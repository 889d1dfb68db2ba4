import type { Story, StoryFindResponse } from '@petal/contract/writings';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cursorPagesQuery } from '../../../lib/infinite-list.tsx';
import { PAGE_SIZE, PREVIEW_SIZE } from './page-size.ts';

export type StoryOrder = 'newest' | 'hot';

export interface StoryFilter {
  order: StoryOrder;
  /** One client's stories; all clients when undefined. */
  clientId?: number | undefined;
}

function findStories(filter: StoryFilter, limit: number, cursor: string | undefined, signal: AbortSignal) {
  return apiRequest<StoryFindResponse>('/viewer/story/find', {
    method: 'POST',
    body: {
      order: filter.order,
      limit,
      ...(filter.clientId ? { client_id: filter.clientId } : {}),
      ...(cursor ? { cursor } : {}),
    },
    signal,
  });
}

export function storyPagesQuery(filter: StoryFilter) {
  return cursorPagesQuery<Story>(
    ['writings', 'stories', filter.order, filter.clientId ?? null],
    (cursor, signal) => findStories(filter, PAGE_SIZE, cursor, signal),
  );
}

/** Stories a page at a time, newest or hottest (most viewed) first. */
export function useStoryPages(filter: StoryFilter) {
  return useInfiniteQuery(storyPagesQuery(filter));
}

/** A client's newest few stories, for its profile; asked for once `enabled`. */
export function useStoryPreview(clientId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['writings', 'stories', 'preview', clientId],
    queryFn: ({ signal }) => findStories({ order: 'newest', clientId }, PREVIEW_SIZE, undefined, signal),
    staleTime: 60_000,
  });
}
