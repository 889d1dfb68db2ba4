import { splitBilingualName } from '@petal/contract/names';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { useLookups } from '../../../lib/client-data.ts';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { bilingualName } from '../../../lib/localized-name.ts';
import { useStatisticsSummary } from '../../client-type-statistics/api/get-statistics-summary.ts';
import type { ClientFilter } from '../api/find-clients.ts';
import { ClientList } from './client-list.tsx';
import { SortSwitch, useSortParam } from './sort-switch.tsx';

/** Which list a place page shows, and the route parameter that names it. */
export type PlaceKind = 'region1' | 'region2' | 'type' | 'street';
const PARAMS: Record<PlaceKind, string> = {
  region1: 'region1',
  region2: 'region2',
  type: 'type',
  street: 'gPin',
};

/**
 * The clients of one region 1, region 2, street or building (/street-building/{gPin}: a
 * street id, -1 for by reservation), or of one client type in the current country.
 */
export function PlaceClientsPage({ kind }: { kind: PlaceKind }) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const params = useParams();
  const id = Number(params[PARAMS[kind]]);
  const lookups = useLookups();
  const summary = useStatisticsSummary();
  const country = useCurrentCountry();
  const sort = useSortParam('ranking');

  if (!Number.isInteger(id) || (kind === 'street' ? id < -1 || id === 0 : id < 1)) return <NotFoundPage />;

  let name = '';
  let filter: ClientFilter;
  switch (kind) {
    case 'region1':
      name = bilingualName(lookups?.region1.get(id), i18n.language);
      filter = { region1_id: id, sort };
      break;
    case 'region2':
      name = bilingualName(lookups?.region2.get(id), i18n.language);
      filter = { region2_id: id, sort };
      break;
    case 'type':
      name = bilingualName(lookups?.type.get(id), i18n.language);
      filter = { type_id: id, country_id: country.countryId, sort };
      break;
    case 'street': {
      const street = summary.data?.country_id_list
        .flatMap((c) =>
          c.region1_id_list.flatMap((r1) => r1.region2_id_list.flatMap((r2) => r2.street_id_list)),
        )
        .find((entry) => entry.street_id === id);
      if (street) {
        const names = splitBilingualName(street.street_name);
        name = i18n.language === 'zh' ? names.zh : names.en;
      }
      filter = { street_id: id, sort };
      break;
    }
  }
  const heading =
    kind === 'type'
      ? t('place.typeIn', { type: name, country: t(`common:countries.${country.code}`) })
      : name;

  return (
    <main id="main" className="page" aria-labelledby="place-title">
      <p className="eyebrow">{t(`place.kind.${kind}`)}</p>
      <h1 id="place-title">{heading || '\u00a0'}</h1>
      <SortSwitch value={sort} />
      <ClientList
        filter={filter}
        ranked={sort === 'ranking'}
        label={heading}
        emptyMessage={kind === 'type' ? t('empty.noClientsForType') : t('empty.noResults')}
      />
    </main>
  );
}

export const Region1Page = () => <PlaceClientsPage kind="region1" />;
export const Region2Page = () => <PlaceClientsPage kind="region2" />;
export const TypePage = () => <PlaceClientsPage kind="type" />;
export const StreetPage = () => <PlaceClientsPage kind="street" />;
