import { COUNTRIES, type CountryCode } from '@petal/contract/countries';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../lib/country-flag.tsx';
import { useCurrentCountry } from '../../lib/country-store.ts';
import { Dialog } from '../../lib/dialog.tsx';

/** Spec section 2: the right-side drawer listing the countries with flag and translated name. */
export function CountryDrawer({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (code: CountryCode) => void;
}) {
  const { t } = useTranslation();
  const current = useCurrentCountry();
  const titleId = useId();
  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={titleId} className="drawer">
      <div className="drawer-header">
        <h2 id={titleId}>{t('drawer.title')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('drawer.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className="country-options">
        {COUNTRIES.map((country) => {
          const selected = country.code === current.code;
          return (
            <li key={country.code}>
              <button
                type="button"
                className="country-option"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChoose(country.code)}
              >
                <CountryFlag code={country.code} />
                <span className="name">{t(`countries.${country.code}`)}</span>
                {selected && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
