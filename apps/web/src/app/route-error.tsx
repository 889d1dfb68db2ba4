import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { PageLoadError } from './lazy-page.ts';

/** What a route shows instead of a blank page when its code fails to load or it throws. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const failedToLoad = error instanceof PageLoadError;
  return (
    <main id="main" className="page page-centred" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t(failedToLoad ? 'routeError.loadTitle' : 'routeError.title')}</h1>
      <p>{t(failedToLoad ? 'routeError.loadBody' : 'routeError.body')}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className="button button-secondary" reloadDocument>
          {t('routeError.home')}
        </Link>
      </div>
    </main>
  );
}
