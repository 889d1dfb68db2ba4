import { LANGUAGES } from '@petal/contract/languages';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigation } from 'react-router';
import { PageLoader } from './page-loader.tsx';

/** The mobile column: header with logo and language, then the page. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="app-column">
      <header className="app-header">
        <Link to="/" className="logo" aria-label={t('header.home')}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Petal</span>
        </Link>
        <label className="language-picker">
          <span className="visually-hidden">{t('header.language')}</span>
          <select
            value={i18n.resolvedLanguage}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <Suspense fallback={<PageLoader />}>
        {navigation.state === 'loading' ? <PageLoader /> : <Outlet />}
      </Suspense>
    </div>
  );
}
