import type { ClientDescribeResponse } from '@petal/contract/clients';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseClientId, useClientDescribe } from '../api/describe-client.ts';
import '../client-profile.css';
import { useClientPlaces } from '../use-client-places.ts';
import { ClientChip } from './client-heading.tsx';
import { ClientLocation } from './client-location.tsx';
import { ClientProblem } from './client-problem.tsx';

/** /location/:id, a client's location, opened from the profile's map: a large map and the address. */
export function LocationPage() {
  const { t } = useTranslation('profile');
  const clientId = parseClientId(useParams().id);
  const describe = useClientDescribe(clientId);

  return (
    <main id="main" className="page location-page" aria-labelledby="location-title">
      {describe.isPending && !Number.isNaN(clientId) ? (
        <div aria-busy="true">
          <h1 id="location-title">{t('location.titleUnnamed')}</h1>
          <div className="map-box map-full skeleton-card" />
        </div>
      ) : describe.isError || !describe.data ? (
        <>
          <h1 id="location-title">{t('location.titleUnnamed')}</h1>
          <ClientProblem
            error={describe.error ?? new ApiError('not_found', 'Not found')}
            onRetry={() => void describe.refetch()}
          />
        </>
      ) : (
        <LocationDetails client={describe.data} />
      )}
    </main>
  );
}

function LocationDetails({ client }: { client: ClientDescribeResponse }) {
  const { t } = useTranslation('profile');
  const places = useClientPlaces(client);
  return (
    <>
      <h1 id="location-title">{t('location.title', { name: places.name })}</h1>
      <p className="lead">{[places.region2, places.region1, places.country].filter(Boolean).join(', ')}</p>
      <ClientLocation client={client} places={places} fullPage />
      <ClientChip client={client} />
    </>
  );
}
