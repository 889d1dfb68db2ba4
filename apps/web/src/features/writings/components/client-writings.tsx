import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import type { CursorPage } from '../../../lib/infinite-list.tsx';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { useMemberPostPreview } from '../api/find-member-posts.ts';
import { useReviewPreview } from '../api/find-reviews.ts';
import { useStoryPreview } from '../api/find-stories.ts';
import { PREVIEW_SIZE } from '../api/page-size.ts';
import { MemberPostCard } from './member-post-card.tsx';
import { ReviewCard } from './review-card.tsx';
import { StoryCard } from './story-card.tsx';

/**
 * A client's stories, reviews and the member posts about it, three of each, newest first,
 * for the client's profile page; each section leads to the full list. They sit at the foot
 * of the profile, so they are asked for when the reader scrolls near them, not with the
 * first screen (answers already in the cache show at once). Its own loading boundary keeps
 * the profile around it on screen while the section's texts load.
 */
export function ClientWritings({ clientId }: { clientId: number }) {
  return (
    <Suspense fallback={<PreviewSkeleton />}>
      <ClientWritingsSections clientId={clientId} />
    </Suspense>
  );
}

function ClientWritingsSections({ clientId }: { clientId: number }) {
  const { t } = useTranslation('writings');
  const [sections, near] = useNearScreen<HTMLDivElement>();
  const stories = useStoryPreview(clientId, near);
  const reviews = useReviewPreview(clientId, near);
  const posts = useMemberPostPreview(clientId, near);
  return (
    <div ref={sections} className="client-writings">
      <PreviewSection
        title={t('client.stories')}
        seeAll={`/all-story?client=${clientId}`}
        seeAllContext={t('client.seeAllStories')}
        empty={t('client.noStories')}
        query={stories}
        render={(story) => <StoryCard story={story} showClient={false} headingLevel={3} />}
        itemKey={(story) => story.story_id}
      />
      <PreviewSection
        title={t('client.reviews')}
        seeAll={`/all-review?client=${clientId}`}
        seeAllContext={t('client.seeAllReviews')}
        empty={t('client.noReviews')}
        query={reviews}
        render={(review) => <ReviewCard review={review} showClient={false} />}
        itemKey={(review) => review.review_id}
      />
      <PreviewSection
        title={t('client.posts')}
        seeAll={`/all-member-post?client=${clientId}`}
        seeAllContext={t('client.seeAllPosts')}
        empty={t('client.noPosts')}
        query={posts}
        render={(post) => <MemberPostCard post={post} showClient={false} />}
        itemKey={(post) => post.post_id}
      />
    </div>
  );
}

function PreviewSection<Item>({
  title,
  seeAll,
  seeAllContext,
  empty,
  query,
  render,
  itemKey,
}: {
  title: string;
  seeAll: string;
  /** Read after "See all" by screen readers, which may reach the link out of its section. */
  seeAllContext: string;
  empty: string;
  query: UseQueryResult<CursorPage<Item>>;
  render: (item: Item) => ReactNode;
  itemKey: (item: Item) => string | number;
}) {
  const { t } = useTranslation('writings');
  const titleId = useId();
  // An answer reaches React in a render it cannot slice (TanStack Query notifies through
  // useSyncExternalStore); the cards are drawn in a background render instead, so a slow
  // phone never blocks on three sections of cards at once. Deferred is what the section
  // shows, not the query result, which is a new object on every render.
  const { data, status, error } = query;
  const shown = useDeferredValue(useMemo(() => ({ data, status, error }), [data, status, error]));
  const items = shown.data?.items ?? [];
  return (
    <section className="preview-section" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{title}</h2>
        {items.length > 0 && (
          <Link className="see-all" to={seeAll}>
            {t('client.seeAll')}
            <span className="visually-hidden"> {seeAllContext}</span>
            <span aria-hidden="true"> ›</span>
          </Link>
        )}
      </div>
      {shown.status === 'pending' ? (
        <PreviewRows />
      ) : shown.status === 'error' ? (
        // A second tap while the first retry is under way waits for it rather than restarting it.
        <ErrorNotice error={shown.error} onRetry={() => void query.refetch({ cancelRefetch: false })} />
      ) : items.length === 0 ? (
        <p className="empty-note">{empty}</p>
      ) : (
        <ul className="preview-list">
          {items.map((item) => (
            <li key={itemKey(item)}>{render(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PreviewRows() {
  const { t } = useTranslation();
  return (
    <ul className="preview-list" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: PREVIEW_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="skeleton-card preview-skeleton" />
      ))}
    </ul>
  );
}

function PreviewSkeleton() {
  return (
    <div className="client-writings">
      <PreviewRows />
    </div>
  );
}
