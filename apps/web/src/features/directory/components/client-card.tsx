import type { ClientCard as Client } from '@petal/contract/clients';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLookups } from '../../../lib/client-data.ts';
import { bilingualName } from '../../../lib/localized-name.ts';
import { formatHkd } from '../../../lib/money.ts';
import { ResponsivePhoto } from '../../../lib/photo.tsx';

/** Height of a card row in lists, for the virtualised list's first layout. */
export const CLIENT_CARD_HEIGHT = 148;

/**
 * A client in a list: photo, name, type and district, price, rating, and how much attention
 * it gets (views, followers, flowers today). The whole card leads to the profile.
 */
export function ClientCard({
  client,
  rank,
  eager = false,
}: {
  client: Client;
  rank?: number;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lookups = useLookups();
  const name = bilingualName(client, i18n.language);
  const type = bilingualName(lookups?.type.get(client.type_id), i18n.language);
  const district = bilingualName(lookups?.region2.get(client.region2_id), i18n.language);
  return (
    <Link className="client-card" to={`/ad-blog/${client.client_id}`}>
      {rank !== undefined && (
        <span className={`rank rank-${Math.min(rank, 4)}`}>
          <span aria-hidden="true">{rank}</span>
          <span className="visually-hidden">{t('client.rank', { rank })}</span>
        </span>
      )}
      <span className="client-card-photo">
        {client.photo ? (
          <ResponsivePhoto photo={client.photo} alt="" sizes="96px" eager={eager} />
        ) : (
          <span className="photo-missing" aria-hidden="true">
            ✿
          </span>
        )}
      </span>
      <span className="client-card-body">
        <span className="client-card-name">
          {name}
          {client.kind === 'shop' && <span className="badge">{t('client.shop')}</span>}
        </span>
        <span className="client-card-place">{[type, district].filter(Boolean).join(' · ')}</span>
        {client.price_hkd !== null && (
          <span className="client-card-price">{formatHkd(client.price_hkd)}</span>
        )}
        <span className="client-card-stats">
          {client.rating !== null ? (
            <span>
              <span aria-hidden="true">★ </span>
              {t('client.rating', { rating: client.rating.toFixed(1), count: client.review_count })}
            </span>
          ) : (
            <span>{t('client.noReviews')}</span>
          )}
          <span>{t('client.views', { count: client.views })}</span>
          {client.flowers_24h > 0 && (
            <span className="flowers">{t('client.flowers24h', { count: client.flowers_24h })}</span>
          )}
        </span>
      </span>
    </Link>
  );
}
