import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLookups } from '../../../lib/client-data.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { bilingualName } from '../../../lib/localized-name.ts';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { useShop } from '../api/shop-describe.ts';
import { ClientList } from './client-list.tsx';
import { SortSwitch, useSortParam } from './sort-switch.tsx';

/** /shop/{shop_id}: a shop, and the girls listed with it. */
export function ShopPage() {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const shopId = Number(useParams().shopId);
  const valid = Number.isInteger(shopId) && shopId > 0;
  const shop = useShop(shopId, valid);
  const lookups = useLookups();
  const sort = useSortParam('ranking');

  if (!valid || (shop.error instanceof ApiError && shop.error.code === 'not_found')) return <NotFoundPage />;
  const name = shop.data ? bilingualName(shop.data, i18n.language) : '';
  const district = shop.data ? bilingualName(lookups?.region2.get(shop.data.region2_id), i18n.language) : '';

  return (
    <main id="main" className="page" aria-labelledby="shop-title" aria-busy={shop.isPending}>
      <p className="eyebrow">{t('place.kind.shop')}</p>
      <h1 id="shop-title">{name || '\u00a0'}</h1>
      {shop.isError ? (
        <ErrorNotice error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <div className="shop-summary">
          <span className="shop-summary-photo">
            {shop.data?.photo && <ResponsivePhoto photo={shop.data.photo} alt="" sizes="72px" eager />}
          </span>
          <span>
            <span className="shop-summary-place">{district}</span>
            {shop.data && <span>{t('shop.girls', { count: shop.data.girl_count })}</span>}
            <Link to={`/ad-blog/${shopId}`}>{t('shop.profile')}</Link>
          </span>
        </div>
      )}
      <SortSwitch value={sort} />
      <ClientList
        filter={{ shop_id: shopId, sort }}
        ranked={sort === 'ranking'}
        label={t('shop.listLabel', { shop: name })}
        emptyMessage={t('empty.noGirlsAtShop')}
        enabled={shop.isSuccess}
      />
    </main>
  );
}
