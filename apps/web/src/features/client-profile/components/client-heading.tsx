import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bilingualName } from '../../../lib/localized-name.ts';
import { ResponsivePhoto } from '../../../lib/photo.tsx';

/** The client a sub-page belongs to, small, leading back to its profile. */
export function ClientChip({ client }: { client: ClientDescribeResponse }) {
  const { t, i18n } = useTranslation('profile');
  const photo = client.photos[0];
  return (
    <Link className="client-heading-link" to={`/ad-blog/${client.client_id}`}>
      <span className="client-heading-photo">
        {photo ? (
          <ResponsivePhoto photo={photo} alt="" sizes="48px" />
        ) : (
          <span className="photo-missing" aria-hidden="true">
            ✿
          </span>
        )}
      </span>
      <span className="client-heading-text">
        <span className="client-heading-name">{bilingualName(client, i18n.language)}</span>
        <span className="client-heading-hint">{t('links.profile')}</span>
      </span>
      <span aria-hidden="true" className="client-heading-arrow">
        ›
      </span>
    </Link>
  );
}
