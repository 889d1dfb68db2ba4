import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { bilingualName } from '../../../lib/localized-name.ts';
import { formatHkd } from '../../../lib/money.ts';
import { parseClientId, useClientDescribe } from '../api/describe-client.ts';
import '../client-profile.css';
import { ClientChip } from './client-heading.tsx';
import { ClientProblem } from './client-problem.tsx';
import { GuestActions } from './guest-actions.tsx';

/** /:id/service-package-detail/:service_package_id: one of a client's service packages. */
export function PackagePage() {
  const { t, i18n } = useTranslation('profile');
  const params = useParams();
  const clientId = parseClientId(params.id);
  const packageId = parseClientId(params.service_package_id);
  const describe = useClientDescribe(clientId);
  const offer = describe.data?.service_packages.find((entry) => entry.service_package_id === packageId);

  return (
    <main id="main" className="page package-page" aria-labelledby="package-title">
      {describe.isPending && !Number.isNaN(clientId) ? (
        <div aria-busy="true">
          <h1 id="package-title" className="visually-hidden">
            {t('loading')}
          </h1>
          <div className="skeleton-row" style={{ height: 64 }} />
          <div className="skeleton-row" style={{ height: 160, marginTop: 12 }} />
        </div>
      ) : describe.isError || !describe.data || !offer ? (
        <>
          <h1 id="package-title" className="visually-hidden">
            {t('package.title')}
          </h1>
          {describe.data && !offer ? <p className="empty-note">{t('package.notFound')}</p> : null}
          {describe.data ? (
            <ClientChip client={describe.data} />
          ) : (
            <ClientProblem
              error={describe.error ?? new ApiError('not_found', 'Not found')}
              onRetry={() => void describe.refetch()}
            />
          )}
        </>
      ) : (
        <>
          <p className="eyebrow package-eyebrow">{t('package.title')}</p>
          <h1 id="package-title">{bilingualName(offer, i18n.language)}</h1>
          <dl className="package-facts">
            <div>
              <dt>{t('package.duration')}</dt>
              <dd>{t('packages.duration', { count: offer.duration_minutes })}</dd>
            </div>
            <div>
              <dt>{t('package.price')}</dt>
              <dd className="package-price">{formatHkd(offer.price_hkd)}</dd>
            </div>
          </dl>
          <p className="package-description">{offer.description}</p>
          <GuestActions actions={['book']} />
          <h2 className="package-offered-by">{t('package.offeredBy')}</h2>
          <ClientChip client={describe.data} />
        </>
      )}
    </main>
  );
}
