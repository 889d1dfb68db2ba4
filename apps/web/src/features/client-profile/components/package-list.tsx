import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bilingualName } from '../../../lib/localized-name.ts';
import { formatHkd } from '../../../lib/money.ts';

/** The client's service packages, each leading to its own page. */
export function PackageList({ client }: { client: ClientDescribeResponse }) {
  const { t, i18n } = useTranslation('profile');
  if (client.service_packages.length === 0) return <p className="empty-note">{t('packages.none')}</p>;
  return (
    <ul className="package-list">
      {client.service_packages.map((offer) => (
        <li key={offer.service_package_id}>
          <Link
            className="package-card"
            to={`/${client.client_id}/service-package-detail/${offer.service_package_id}`}
          >
            <span className="package-name">{bilingualName(offer, i18n.language)}</span>
            <span className="package-meta">
              {t('packages.duration', { count: offer.duration_minutes })}
              <span className="package-price">{formatHkd(offer.price_hkd)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
