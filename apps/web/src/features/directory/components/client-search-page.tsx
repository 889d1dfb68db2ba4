import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { ADDRESS_INPUT_UPDATE } from '../address-input.ts';
import { useClientSearch } from '../api/search-clients.ts';
import { ClientCard } from './client-card.tsx';

/** How long typing must pause before the search runs. */
const TYPING_PAUSE_MS = 300;

/**
 * Search by name, in English or Chinese; partial words and small typos are forgiven by the
 * server. The text is kept in the address (`?q=`), so Back from a profile shows the results.
 */
export function ClientSearchPage() {
  const { t } = useTranslation(['directory', 'common']);
  const country = useCurrentCountry();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const everywhere = params.get('everywhere') === '1';
  const asked = params.get('q') ?? '';

  // Write the text to the address once typing pauses; the search follows the address.
  useEffect(() => {
    if (text.trim() === asked) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (text.trim()) next.set('q', text.trim());
      else next.delete('q');
      setParams(next, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, asked, params, setParams]);

  const search = useClientSearch(asked, everywhere ? undefined : country.countryId);
  const results = useDeferredValue(search.data?.items);
  const countryName = t(`common:countries.${country.code}`);

  return (
    <main id="main" className="page" aria-labelledby="search-title">
      <h1 id="search-title">{t('search.title')}</h1>
      <search>
        <form className="search-form" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="client-search-text" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="client-search-text"
            type="search"
            value={text}
            maxLength={60}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={everywhere}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.checked) next.set('everywhere', '1');
                else next.delete('everywhere');
                setParams(next, ADDRESS_INPUT_UPDATE);
              }}
            />
            {t('search.everywhere', { country: countryName })}
          </label>
        </form>
      </search>
      <div aria-live="polite" aria-busy={search.isFetching}>
        {!asked ? (
          <p className="hint">{t('search.hint')}</p>
        ) : search.isError ? (
          <ErrorNotice error={search.error} onRetry={() => void search.refetch()} />
        ) : results === undefined ? (
          <span className="spinner" role="status" aria-label={t('common:common.loading')} />
        ) : results.length === 0 ? (
          <div className="empty-note">
            <p>{t('empty.noResults')}</p>
            <Link to="/client-filter">{t('search.tryFilter')}</Link>
          </div>
        ) : (
          <>
            <p className="hint">{t('search.found', { count: results.length })}</p>
            <ul className="card-list" aria-label={t('search.results')}>
              {results.map((client, index) => (
                <li key={client.client_id}>
                  <ClientCard client={client} eager={index < 2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </main>
  );
}
