import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InfiniteList } from '../../../lib/infinite-list.tsx';
import { bilingualName } from '../../../lib/localized-name.ts';
import { useClientPages } from '../../directory/api/find-clients.ts';
import { CLIENT_CARD_HEIGHT, ClientCard } from '../../directory/components/client-card.tsx';
import { isClientId, parseClientId, useClientDescribe } from '../api/describe-client.ts';
import '../client-profile.css';
import { ClientChip } from './client-heading.tsx';
import { ClientProblem } from './client-problem.tsx';

/** /ad-blog/:id/girls-list: the girls listed at a shop, a page at a time. */
export function GirlsListPage() {
  const { t, i18n } = useTranslation('profile');
  const shopId = parseClientId(useParams().id);
  const shop = useClientDescribe(shopId);
  const girls = useClientPages({ shop_id: shopId }, isClientId(shopId) && !shop.isError);
  const shopName = shop.data ? bilingualName(shop.data, i18n.language) : null;

  return (
    <main id="main" className="page girls-list-page" aria-labelledby="girls-title">
      <h1 id="girls-title">{shopName ? t('girls.title', { shop: shopName }) : t('girls.titleUnnamed')}</h1>
      {shop.data && <ClientChip client={shop.data} />}
      {shop.isError || !isClientId(shopId) ? (
        <ClientProblem error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <InfiniteList
          id="shop-girls"
          label={t('girls.label')}
          query={girls}
          itemKey={(girl) => girl.client_id}
          renderItem={(girl, index) => <ClientCard client={girl} eager={index < 2} />}
          estimateSize={CLIENT_CARD_HEIGHT}
          emptyMessage={t('girls.empty')}
        />
      )}
    </main>
  );
}
