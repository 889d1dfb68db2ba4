import { CLIENT_SORTS, type ClientSort } from '@petal/contract/client-sorts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADDRESS_INPUT_UPDATE } from '../address-input.ts';

/** The list order chosen in the address (`?sort=`), so Back and a shared link keep it. */
export function useSortParam(fallback: ClientSort): ClientSort {
  const [params] = useSearchParams();
  const value = params.get('sort');
  return (CLIENT_SORTS as readonly string[]).includes(value ?? '') ? (value as ClientSort) : fallback;
}

/** Chooses the order of a client list: ranking, newest, rating or views. */
export function SortSwitch({ value }: { value: ClientSort }) {
  const { t } = useTranslation('directory');
  const [params, setParams] = useSearchParams();
  return (
    <fieldset className="sort-switch">
      <legend className="visually-hidden">{t('sort.label')}</legend>
      {CLIENT_SORTS.map((sort) => (
        <label key={sort} className={sort === value ? 'selected' : undefined}>
          <input
            className="pill-input"
            type="radio"
            name="sort"
            value={sort}
            checked={sort === value}
            onChange={() => {
              const next = new URLSearchParams(params);
              next.set('sort', sort);
              setParams(next, ADDRESS_INPUT_UPDATE);
            }}
          />
          {t(`sort.${sort}`)}
        </label>
      ))}
    </fieldset>
  );
}
