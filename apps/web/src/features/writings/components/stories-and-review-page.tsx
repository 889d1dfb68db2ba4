import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMemberPostPages } from '../api/find-member-posts.ts';
import { useReviewPages } from '../api/find-reviews.ts';
import { type StoryOrder, useStoryPages } from '../api/find-stories.ts';
import { Tabs } from './tabs.tsx';
import { MemberPostList, ReviewList, StoryList } from './writing-lists.tsx';

const HUB_TABS = ['hot', 'newest', 'reviews', 'posts'] as const;
type HubTab = (typeof HUB_TABS)[number];

const isHubTab = (value: string | null): value is HubTab => HUB_TABS.includes(value as HubTab);

/**
 * /stories-and-review, a tab of the tab bar: hot and newest stories, reviews and member
 * posts, each an endless list. The chosen tab is in the address (?tab=), so Back from a story
 * comes back to the same tab, at the same place in its list.
 */
export function StoriesAndReviewPage() {
  const { t } = useTranslation('writings');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const current: HubTab = isHubTab(tab) ? tab : 'hot';

  return (
    <main id="main" className="page writings-page" aria-labelledby="hub-title">
      <h1 id="hub-title">{t('hub.title')}</h1>
      <Tabs
        id="hub"
        label={t('hub.tabsLabel')}
        options={HUB_TABS.map((value) => ({ value, label: t(`hub.tabs.${value}`) }))}
        value={current}
        // Replace: switching tabs is not a step Back should walk through.
        onChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        {current === 'hot' || current === 'newest' ? (
          <StoriesPanel order={current} />
        ) : current === 'reviews' ? (
          <ReviewsPanel />
        ) : (
          <MemberPostsPanel />
        )}
      </Tabs>
    </main>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <p className="see-all-row">
      <Link className="see-all" to={to}>
        {label}
        <span aria-hidden="true"> ›</span>
      </Link>
    </p>
  );
}

function StoriesPanel({ order }: { order: StoryOrder }) {
  const { t } = useTranslation('writings');
  const query = useStoryPages({ order });
  return (
    <>
      <SeeAll
        to={order === 'hot' ? '/all-story?order=hot' : '/all-story'}
        label={t(order === 'hot' ? 'hub.seeAll.hot' : 'hub.seeAll.newest')}
      />
      <StoryList
        id={`hub-stories-${order}`}
        label={t(`hub.tabs.${order}`)}
        query={query}
        emptyMessage={t('empty.stories')}
      />
    </>
  );
}

function ReviewsPanel() {
  const { t } = useTranslation('writings');
  const query = useReviewPages();
  return (
    <>
      <SeeAll to="/all-review" label={t('hub.seeAll.reviews')} />
      <ReviewList
        id="hub-reviews"
        label={t('hub.tabs.reviews')}
        query={query}
        emptyMessage={t('empty.reviews')}
      />
    </>
  );
}

function MemberPostsPanel() {
  const { t } = useTranslation('writings');
  const query = useMemberPostPages();
  return (
    <>
      <SeeAll to="/all-member-post" label={t('hub.seeAll.posts')} />
      <MemberPostList
        id="hub-posts"
        label={t('hub.tabs.posts')}
        query={query}
        emptyMessage={t('empty.posts')}
      />
    </>
  );
}
