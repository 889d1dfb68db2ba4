import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { greetingFor } from '../../../lib/greeting.ts';
import { homeRankingFilter, useClientPages } from '../api/find-clients.ts';
import { ClientList } from './client-list.tsx';

/**
 * Home: the daily flower ranking of the current country (flowers received in the last 24
 * hours), and below it the rest of the country's girls, the flower list.
 */
export function HomePage() {
  const { t } = useTranslation(['directory', 'common']);
  const country = useCurrentCountry();
  const filter = homeRankingFilter(country.countryId);
  // The same query the list runs: tells whether anyone received flowers today.
  const first = useClientPages(filter);
  const nobodyToday = first.data !== undefined && (first.data.pages[0]?.items[0]?.flowers_24h ?? 0) === 0;
  const countryName = t(`common:countries.${country.code}`);

  return (
    <main id="main" className="page" aria-labelledby="home-title">
      <p className="greeting">{t(`common:greeting.${greetingFor(country.timeZone)}`)}</p>
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="lead">{t('home.lead', { country: countryName })}</p>
      <nav className="quick-links" aria-label={t('home.findLabel')}>
        <Link className="quick-link" to="/client-filter">
          {t('home.byPlace')}
        </Link>
        <Link className="quick-link" to="/client-search">
          {t('home.search')}
        </Link>
        <Link className="quick-link" to="/new-girls">
          {t('home.newGirls')}
        </Link>
      </nav>
      {nobodyToday && <p className="empty-note">{t('home.noFlowersToday', { country: countryName })}</p>}
      <ClientList
        filter={filter}
        ranked
        label={t('home.listLabel', { country: countryName })}
        emptyMessage={t('empty.noResults')}
      />
    </main>
  );
}
