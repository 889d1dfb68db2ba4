import type { Language } from '@petal/contract/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '../../lib/country-flag.tsx';
import { setCurrentCountry, useCurrentCountry } from '../../lib/country-store.ts';
import { CountryDrawer } from './country-drawer.tsx';
// Written into the bundle as a data: URL: the logo shows in the first paint without a request.
import petalFlower from './petal-flower.svg?inline';

/** Logo (to /), the language choice the country allows, and the country selector. */
export function Header() {
  const { t, i18n } = useTranslation();
  const country = useCurrentCountry();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const languages = country.translation.supported;

  return (
    <header className="app-header">
      <Link to="/" className="logo" aria-label={t('header.home')}>
        <img src={petalFlower} alt="" width="28" height="28" />
        <span aria-hidden="true">Petal</span>
      </Link>
      <div className="header-tools">
        {languages.length > 1 && (
          <label className="language-picker">
            <span className="visually-hidden">{t('header.language')}</span>
            <select
              value={i18n.resolvedLanguage}
              onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
            >
              {languages.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          className="country-button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-label={t('header.country', { country: t(`countries.${country.code}`) })}
          onClick={() => setDrawerOpen(true)}
        >
          <CountryFlag code={country.code} />
          <span aria-hidden="true">{country.code}</span>
        </button>
      </div>
      <CountryDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onChoose={(code) => {
          setCurrentCountry(code);
          setDrawerOpen(false);
        }}
      />
    </header>
  );
}
