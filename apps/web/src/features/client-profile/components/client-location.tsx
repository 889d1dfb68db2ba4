import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { streetViewUrl } from '../profile-logic.ts';
import type { ClientPlaces } from '../use-client-places.ts';
import { ClientMap } from './client-map.tsx';

/**
 * Where the client is: a map when the client has a position (else the address alone), the
 * address, and street view when the client set one. The profile's map also opens the full
 * location page.
 */
export function ClientLocation({
  client,
  places,
  withOpenMap = false,
  fullPage = false,
}: {
  client: ClientDescribeResponse;
  places: ClientPlaces;
  withOpenMap?: boolean;
  fullPage?: boolean;
}) {
  const { t } = useTranslation('profile');
  const hasPosition = client.latitude !== null && client.longitude !== null;
  return (
    <div className="client-location">
      {hasPosition && (
        <ClientMap
          latitude={client.latitude!}
          longitude={client.longitude!}
          label={t('map.label', { name: places.name })}
          zoom={fullPage ? 17 : 16}
          keyboard={fullPage}
          className={fullPage ? 'map-full' : undefined}
        />
      )}
      <p className="client-address">
        <span className="client-address-label">{t('details.address')}</span>
        <span>{places.address}</span>
      </p>
      <ul className="location-links">
        {hasPosition && withOpenMap && (
          <li>
            <Link className="button button-secondary" to={`/location/${client.client_id}`}>
              {t('map.open')}
            </Link>
          </li>
        )}
        {client.street_view && (
          <li>
            <a
              className="button button-secondary"
              href={streetViewUrl(client.street_view)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('map.streetView')}
              <span className="visually-hidden"> {t('map.newTab')}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
