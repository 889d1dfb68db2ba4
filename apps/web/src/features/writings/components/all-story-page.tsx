import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClientName } from '../api/describe-client.ts';
import { type StoryOrder, useStoryPages } from '../api/find-stories.ts';
import { parseId } from '../writings-format.ts';
import { Tabs } from './tabs.tsx';
import { StoryList } from './writing-lists.tsx';

const ORDERS: readonly StoryOrder[] = ['newest', 'hot'];

/**
 * /all-story: every story, newest first or hottest (most viewed) first (?order=hot); with
 * ?client=ID only that client's stories, named in the heading.
 */
export function AllStoryPage() {
  const { t } = useTranslation('writings');
  const [params, setParams] = useSearchParams();
  const clientId = parseId(params.get('client')) ?? undefined;
  const order: StoryOrder = params.get('order') === 'hot' ? 'hot' : 'newest';
  const query = useStoryPages({ order, clientId });
  const name = useClientName(clientId, query.data?.pages[0]?.items[0]?.client, query.isSuccess);

  return (
    <main id="main" className="page writings-page" aria-labelledby="all-story-title">
      <h1 id="all-story-title">{name ? t('allStory.titleForClient', { name }) : t('allStory.title')}</h1>
      {clientId !== undefined && (
        <p className="see-all-row">
          <Link className="see-all" to={order === 'hot' ? '/all-story?order=hot' : '/all-story'}>
            {t('allStory.everyone')}
          </Link>
        </p>
      )}
      <Tabs
        id="story-order"
        label={t('allStory.orderLabel')}
        options={ORDERS.map((value) => ({ value, label: t(`allStory.order.${value}`) }))}
        value={order}
        onChange={(value) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (value === 'hot') next.set('order', 'hot');
              else next.delete('order');
              return next;
            },
            { replace: true },
          )
        }
      >
        <StoryList
          id={`all-stories-${order}`}
          label={t(`allStory.order.${order}`)}
          query={query}
          emptyMessage={t(clientId === undefined ? 'empty.stories' : 'empty.clientStories')}
          showClient={clientId === undefined}
        />
      </Tabs>
    </main>
  );
}
