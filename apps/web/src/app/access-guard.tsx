import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { clearSession, localSessionStorage, sessionStatus } from '../lib/session.ts';

/**
 * Guards member pages (product decisions): a visitor who never logged in sees the
 * Unauthorized page; a member whose session became invalid is cleared and sent to /login,
 * replacing the history entry so Back does not return to the guarded page.
 */
export function AccessGuard() {
  const status = sessionStatus(localSessionStorage);
  if (status === 'member') return <Outlet />;
  if (status === 'invalid') return <EndedSession />;
  return <UnauthorizedPage />;
}

/**
 * Leaves for /login, then clears the ended session: clearing first (or during render) would
 * re-render the guard as a guest's Unauthorized page before the navigation happens.
 */
function EndedSession() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/login', { replace: true });
    clearSession(localSessionStorage);
  }, [navigate]);
  return null;
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <main id="main" className="page page-centred" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">{t('unauthorized.title')}</h1>
      <p>{t('unauthorized.body')}</p>
      <div className="actions">
        <Link to="/login" state={{ from: pathname }} className="button">
          {t('unauthorized.login')}
        </Link>
        <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
          {t('unauthorized.back')}
        </button>
      </div>
    </main>
  );
}
