import type { ClientDescribeResponse } from '@petal/contract/clients';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { bilingualName } from '../../../lib/localized-name.ts';
import { formatHkd } from '../../../lib/money.ts';
import { ClientWritings } from '../../writings/components/client-writings.tsx';
import { parseClientId, useClientDescribe } from '../api/describe-client.ts';
import { useCountView } from '../api/view-counter.ts';
import '../client-profile.css';
import { type ClientPlaces, useClientPlaces } from '../use-client-places.ts';
import { ClientLocation } from './client-location.tsx';
import { ClientProblem } from './client-problem.tsx';
import { GuestActions } from './guest-actions.tsx';
import { PackageList } from './package-list.tsx';
import { DEFAULT_PHOTO_RATIO, PhotoCarousel } from './photo-carousel.tsx';
import { RatingBars } from './rating-bars.tsx';
import { WorkingHoursTable } from './working-hours.tsx';

/**
 * /ad-blog/:id, a client's profile: photos, who and where, what it costs and how it is rated,
 * details, hours, map, service packages, and the ways on to the shop's girls and the posts.
 * A second on screen counts one view (once per viewer per client per day, on the server;
 * decision 021).
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const clientId = parseClientId(useParams().id);
  const location = useLocation();
  const describe = useClientDescribe(clientId);
  const counted = useCountView(clientId, location.key, describe.isSuccess);
  // Opened afresh (not Back to a profile already loaded, whose scroll position must find
  // the whole page there): the part below the photos and heading renders after them.
  const [freshVisit] = useState(() => describe.isPending);
  // The photos and heading render as soon as the profile arrives (the largest thing on the
  // first screen); the sections below follow in a background render (ClientProfile).
  const client = describe.data;

  return (
    <main id="main" className="page client-profile" aria-labelledby="client-name">
      {Number.isNaN(clientId) ? (
        <>
          <h1 id="client-name" className="visually-hidden">
            {t('title')}
          </h1>
          <ClientProblem error={notFound} onRetry={() => undefined} />
        </>
      ) : describe.isError ? (
        <>
          <h1 id="client-name" className="visually-hidden">
            {t('title')}
          </h1>
          <ClientProblem error={describe.error} onRetry={() => void describe.refetch()} />
        </>
      ) : client ? (
        <ClientProfile
          client={client}
          views={counted?.views ?? client.views}
          belowTheFoldLater={freshVisit}
        />
      ) : (
        <ProfileSkeleton />
      )}
    </main>
  );
}

/** A path whose id is not a number names no client. */
const notFound = new ApiError('not_found', 'Not found');

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div aria-busy="true">
      <h1 id="client-name" className="visually-hidden">
        {t('loading')}
      </h1>
      <div
        className="photo-carousel skeleton-card profile-photo-skeleton"
        style={{ aspectRatio: DEFAULT_PHOTO_RATIO }}
      />
      <div className="profile-skeleton-lines" role="status" aria-label={t('loading')}>
        <div className="skeleton-row" style={{ width: '60%', height: 32 }} />
        <div className="skeleton-row" style={{ width: '80%', height: 20 }} />
        <div className="skeleton-row" style={{ height: 96 }} />
      </div>
    </div>
  );
}

// Memoised: the view count's answer re-renders the heading's figures, not every section.
const ClientProfile = memo(function ClientProfile({
  client,
  views,
  belowTheFoldLater,
}: {
  client: ClientDescribeResponse;
  views: number;
  belowTheFoldLater: boolean;
}) {
  const { t } = useTranslation(['profile', 'common', 'country-names']);
  const places = useClientPlaces(client);
  const isGirl = client.kind === 'girl';
  // First the photos, heading and actions (what a phone's first screen shows); the sections
  // below follow in a background render that React splits into slices, so the first screen
  // is not held back by the map, hours, packages and writings, nor the phone made to stall.
  const showBelowTheFold = useDeferredValue(true, !belowTheFoldLater);

  return (
    <>
      <PhotoCarousel photos={client.photos} name={places.name} />

      <header className="profile-head">
        <h1 id="client-name">
          {places.name}
          <span className="badge">{t(`kind.${client.kind}`)}</span>
        </h1>
        <p className="profile-place">
          {places.type && <Link to={`/type/${client.type_id}`}>{places.type}</Link>}
          {places.type && places.region2 && <span aria-hidden="true"> · </span>}
          {places.region2 && <Link to={`/region-2/${client.region2_id}`}>{places.region2}</Link>}
        </p>
        {client.price_hkd !== null && (
          <p className="profile-price">
            <span className="visually-hidden">{t('price')} </span>
            {formatHkd(client.price_hkd)}
          </p>
        )}
        <ul className="profile-stats">
          <li>
            <span aria-hidden="true">★ </span>
            {client.rating === null
              ? t('common:client.noReviews')
              : t('common:client.rating', { rating: client.rating.toFixed(1), count: client.review_count })}
          </li>
          <li>{t('stats.followers', { count: client.followers })}</li>
          <li data-testid="profile-views">{t('common:client.views', { count: views })}</li>
        </ul>
      </header>

      <GuestActions
        actions={isGirl ? ['follow', 'favourite', 'gift', 'book'] : ['follow', 'favourite', 'book']}
      />

      <ProfileSection id="introduction" title={t('sections.introduction')} belowTheFold={false}>
        <p className="introduction">{client.introduction}</p>
      </ProfileSection>

      {showBelowTheFold && <ClientProfileBelowTheFold client={client} places={places} />}
    </>
  );
});

const ClientProfileBelowTheFold = memo(function ClientProfileBelowTheFold({
  client,
  places,
}: {
  client: ClientDescribeResponse;
  places: ClientPlaces;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <ProfileLinks client={client} name={places.name} />

      <ProfileSection id="details" title={t('sections.details')}>
        <ClientDetails client={client} places={places} />
      </ProfileSection>

      <ProfileSection id="hours" title={t('sections.hours')}>
        <WorkingHoursTable
          hours={client.working_hours}
          timeZone={places.timeZone}
          countryName={places.country}
        />
      </ProfileSection>

      <ProfileSection id="location" title={t('sections.location')}>
        <ClientLocation client={client} places={places} withOpenMap />
      </ProfileSection>

      <ProfileSection id="ratings" title={t('sections.ratings')}>
        <RatingBars client={client} />
      </ProfileSection>

      <ProfileSection id="packages" title={t('sections.packages')}>
        <PackageList client={client} />
      </ProfileSection>
      <ClientWritings clientId={client.client_id} />
    </>
  );
});

function ProfileSection({
  id,
  title,
  belowTheFold = true,
  children,
}: {
  id: string;
  title: string;
  /** Laid out only when near the screen (content-visibility); false on the first screen. */
  belowTheFold?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      className={belowTheFold ? 'profile-section below-the-fold' : 'profile-section'}
      aria-labelledby={`profile-${id}`}
    >
      <h2 id={`profile-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A shop's girls, a girl's shop (named in the profile itself, and left out when it is switched
 * off or gone), and the client's posts.
 */
function ProfileLinks({ client, name }: { client: ClientDescribeResponse; name: string }) {
  const { t, i18n } = useTranslation('profile');
  const { shop } = client;
  return (
    <nav className="profile-links" aria-label={t('links.label')}>
      <ul>
        {client.kind === 'shop' && (
          <li>
            <Link to={`/ad-blog/${client.client_id}/girls-list`}>{t('links.girls')}</Link>
          </li>
        )}
        {shop && (
          <>
            <li>
              <Link to={`/ad-blog/${shop.client_id}`}>
                {t('links.shopNamed', { shop: bilingualName(shop, i18n.language) })}
              </Link>
            </li>
            <li>
              <Link to={`/shop/${shop.client_id}`}>
                {t('links.shopGirls', { shop: bilingualName(shop, i18n.language) })}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link to={`/ad-blog/${client.client_id}/post-details`}>{t('links.posts', { name })}</Link>
        </li>
      </ul>
    </nav>
  );
}

function ClientDetails({ client, places }: { client: ClientDescribeResponse; places: ClientPlaces }) {
  const { t } = useTranslation(['profile', 'country-names']);
  const rows: { key: string; label: string; value: React.ReactNode }[] = [];
  if (client.nationality) {
    rows.push({
      key: 'nationality',
      label: t('details.nationality'),
      value: t(`country-names:${client.nationality}`, { defaultValue: client.nationality }),
    });
  }
  if (places.country) rows.push({ key: 'country', label: t('details.country'), value: places.country });
  if (places.region1) rows.push({ key: 'region1', label: t('details.region1'), value: places.region1 });
  if (places.region2) {
    rows.push({
      key: 'region2',
      label: t('details.region2'),
      value: <Link to={`/region-2/${client.region2_id}`}>{places.region2}</Link>,
    });
  }
  // Street -1 is "by reservation"; its page lists the clients by reservation in the district.
  const street = client.street_id === -1 ? t('details.reservation') : places.street;
  if (street) {
    rows.push({
      key: 'street',
      label: t('details.street'),
      value: <Link to={`/street-building/${client.street_id}`}>{street}</Link>,
    });
  }
  if (client.floor) rows.push({ key: 'floor', label: t('details.floor'), value: client.floor });
  rows.push({ key: 'address', label: t('details.address'), value: places.address });
  return (
    <dl className="profile-details">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
