import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { bilingualName } from '../../../lib/localized-name.ts';
import { ADDRESS_INPUT_UPDATE } from '../address-input.ts';
import { useSpecialCategories } from '../api/special-categories.ts';
import { ClientList } from './client-list.tsx';

/**
 * Special services: the categories of the current country with their counts; choosing one
 * lists its clients. The choice is kept in the address (`?category=`).
 */
export function FantasyFilterPage() {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const country = useCurrentCountry();
  const categories = useSpecialCategories(country.countryId);
  const [params, setParams] = useSearchParams();
  const available = categories.data?.items.filter((item) => item.total > 0) ?? [];
  const chosenId = Number(params.get('category'));
  const chosen = available.find((item) => item.special_category_id === chosenId) ?? available[0];
  const countryName = t(`common:countries.${country.code}`);

  return (
    <main id="main" className="page" aria-labelledby="fantasy-title">
      <h1 id="fantasy-title">{t('fantasy.title')}</h1>
      <p className="lead">{t('fantasy.lead', { country: countryName })}</p>
      {categories.isPending ? (
        <div className="chip-row" role="status" aria-label={t('common:common.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={index} className="chip skeleton-chip" />
          ))}
        </div>
      ) : categories.isError ? (
        <ErrorNotice error={categories.error} onRetry={() => void categories.refetch()} />
      ) : available.length === 0 ? (
        <p className="empty-note">{t('fantasy.none', { country: countryName })}</p>
      ) : (
        <>
          <fieldset className="chip-row">
            <legend className="visually-hidden">{t('fantasy.choose')}</legend>
            {available.map((item) => (
              <label key={item.special_category_id} className={`chip${item === chosen ? ' selected' : ''}`}>
                <input
                  className="pill-input"
                  type="radio"
                  name="category"
                  checked={item === chosen}
                  onChange={() =>
                    setParams({ category: String(item.special_category_id) }, ADDRESS_INPUT_UPDATE)
                  }
                />
                {bilingualName(item, i18n.language)} <span className="count">{item.total}</span>
              </label>
            ))}
          </fieldset>
          {chosen && (
            <ClientList
              filter={{
                country_id: country.countryId,
                special_category_id: chosen.special_category_id,
                sort: 'ranking',
              }}
              ranked
              label={bilingualName(chosen, i18n.language)}
              emptyMessage={t('empty.noResults')}
            />
          )}
        </>
      )}
    </main>
  );
}
