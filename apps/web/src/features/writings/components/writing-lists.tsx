import type { MemberPost, Review, Story } from '@petal/contract/writings';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type CursorPage, InfiniteList } from '../../../lib/infinite-list.tsx';
import { MEMBER_POST_CARD_HEIGHT, MemberPostCard } from './member-post-card.tsx';
import { REVIEW_CARD_HEIGHT, ReviewCard } from './review-card.tsx';
import { STORY_CARD_HEIGHT, StoryCard } from './story-card.tsx';

type PagesQuery<Item> = UseInfiniteQueryResult<InfiniteData<CursorPage<Item>>>;

interface ListProps<Item> {
  /** Names the list within its page (scroll and row sizes are kept per list). */
  id: string;
  label: string;
  query: PagesQuery<Item>;
  emptyMessage: string;
  /** False where the page already names the client. */
  showClient?: boolean;
}

export function StoryList({ showClient = true, ...props }: ListProps<Story>) {
  return (
    <InfiniteList
      {...props}
      itemKey={(story) => story.story_id}
      estimateSize={STORY_CARD_HEIGHT}
      renderItem={(story) => <StoryCard story={story} showClient={showClient} />}
    />
  );
}

export function ReviewList({ showClient = true, ...props }: ListProps<Review>) {
  return (
    <InfiniteList
      {...props}
      itemKey={(review) => review.review_id}
      estimateSize={REVIEW_CARD_HEIGHT}
      renderItem={(review) => <ReviewCard review={review} showClient={showClient} />}
    />
  );
}

export function MemberPostList({ showClient = true, ...props }: ListProps<MemberPost>) {
  return (
    <InfiniteList
      {...props}
      itemKey={(post) => post.post_id}
      estimateSize={MEMBER_POST_CARD_HEIGHT}
      renderItem={(post) => <MemberPostCard post={post} showClient={showClient} />}
    />
  );
}
