import { useTranslation } from 'react-i18next';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { ClientList } from './client-list.tsx';

/** The newest girls listed in the current country. */
export function NewGirlsPage() {
  const { t } = useTranslation(['directory', 'common']);
  const country = useCurrentCountry();
  const countryName = t(`common:countries.${country.code}`);
  return (
    <main id="main" className="page" aria-labelledby="new-girls-title">
      <h1 id="new-girls-title">{t('newGirls.title')}</h1>
      <p className="lead">{t('newGirls.lead', { country: countryName })}</p>
      <ClientList
        filter={{ country_id: country.countryId, kind: 'girl', sort: 'newest' }}
        label={t('newGirls.title')}
        emptyMessage={t('empty.noResults')}
      />
    </main>
  );
}
