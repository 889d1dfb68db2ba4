import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useCurrentCountry } from '../lib/country-store.ts';
import { closeModal, GlobalModal } from '../lib/global-modal.tsx';
import { languageFor } from '../lib/i18n.ts';
import { useMemberSession } from '../lib/member-session.ts';
import { PageLoader } from './page-loader.tsx';
import { AgeNotice } from './shell/age-notice.tsx';
import { BackBar } from './shell/back-bar.tsx';
import { Header } from './shell/header.tsx';
import { TabBar } from './shell/tab-bar.tsx';
import { shellPartsFor } from './shell-paths.ts';

// Only members have session timers: a guest's first page does not load them.
const SessionTimers = lazy(() =>
  import('../features/accounts/components/session-timers.tsx').then((module) => ({
    default: module.SessionTimers,
  })),
);

/**
 * The frame every page lives in: the mobile column (max 480px), header, Back bar and tab bar
 * by the spec's path lists, and the global modal.
 */
export function Layout({ availablePaths }: { availablePaths: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const country = useCurrentCountry();
  const parts = shellPartsFor(location.pathname);
  const { loggedIn } = useMemberSession();

  // A country that does not offer the current language switches to its default (spec §4).
  useEffect(() => {
    const language = languageFor(country);
    if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
  }, [country, i18n]);

  // Spec section 4: reaching /login clears dialogs.
  useEffect(() => {
    if (location.pathname === '/login') closeModal();
  }, [location.pathname]);

  return (
    <div className={`app-column${parts.tabBar ? ' with-tab-bar' : ''}`}>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Header />
      {parts.backBar && <BackBar />}
      <Suspense fallback={<PageLoader />}>
        {navigation.state === 'loading' ? <PageLoader /> : <Outlet />}
      </Suspense>
      {parts.tabBar && <TabBar availablePaths={availablePaths} />}
      <GlobalModal />
      <AgeNotice />
      {loggedIn && (
        <Suspense fallback={null}>
          <SessionTimers />
        </Suspense>
      )}
      {/* Back and forward land where the visitor was; a new page starts at its top. */}
      <ScrollRestoration />
    </div>
  );
}
