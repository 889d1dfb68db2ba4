import { SESSION } from '@petal/contract/constants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../lib/dialog.tsx';
import { forgetSession, saveSession, useMemberSession } from '../../../lib/member-session.ts';
import { accountsApi } from '../api/accounts-api.ts';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const;

function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Spec section 4's timers for a logged-in member, on every page but /login: after 10 minutes
 * without mouse, key, scroll or click a warning counts the idle time up, and at 15 minutes the
 * member is logged out; 5 minutes before the token expires (at once if already within 5) a
 * warning shows, and at expiry the member is logged out. "Stay logged in" refreshes the token
 * and starts the timers again.
 */
export function SessionTimers() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useMemberSession();
  const active = session.loggedIn && pathname !== '/login';
  const lastActivity = useRef(Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [warning, setWarning] = useState<'idle' | 'expiry' | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const logOut = useCallback(async () => {
    setWarning(null);
    await accountsApi.logout().catch(() => undefined);
    forgetSession();
    navigate('/login', { replace: true, state: { notice: 'loggedOut' } });
  }, [navigate]);

  useEffect(() => {
    if (!active) {
      setWarning(null);
      return;
    }
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = setInterval(() => setNow(Date.now()), 1000);
    setNow(Date.now());
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(timer);
    };
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const idleFor = now - lastActivity.current;
    const expiresIn = (session.expiresAt ?? 0) - now;
    if (idleFor >= SESSION.idleLogoutAfterMs || expiresIn <= 0) {
      void logOut();
    } else if (warning === null && idleFor >= SESSION.idleWarningAfterMs) {
      setWarning('idle');
    } else if (warning === null && expiresIn <= SESSION.expiryWarningBeforeMs) {
      setWarning('expiry');
    }
  }, [active, now, session.expiresAt, warning, logOut]);

  async function stayLoggedIn() {
    setBusy(true);
    try {
      saveSession(await accountsApi.refresh());
      lastActivity.current = Date.now();
      setNow(Date.now());
      setWarning(null);
    } catch {
      await logOut();
    } finally {
      setBusy(false);
    }
  }

  const idleFor = now - lastActivity.current;
  const expiresIn = (session.expiresAt ?? 0) - now;
  return (
    <Dialog
      open={active && warning !== null}
      onDismiss={() => undefined}
      dismissible={false}
      labelledBy={titleId}
      className="modal"
    >
      <div className="modal-body">
        <span className="modal-icon modal-icon-warning" aria-hidden="true">
          !
        </span>
        <h2 id={titleId} className="modal-message">
          {warning === 'idle' ? t('accounts.timers.idleTitle') : t('accounts.timers.expiryTitle')}
        </h2>
        <p className="modal-subtitle" role="timer">
          {warning === 'idle'
            ? t('accounts.timers.idleFor', { time: clock(idleFor) })
            : t('accounts.timers.expiresIn', { time: clock(expiresIn) })}
        </p>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void logOut()}
          >
            {t('accounts.timers.logOut')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void stayLoggedIn()}>
            {t('accounts.timers.stay')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
