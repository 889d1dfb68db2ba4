import { SESSION } from '@petal/contract/constants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { Dialog } from '../../../lib/dialog.tsx';
import {
  forgetSession,
  lastActivity,
  recordActivity,
  saveSession,
  useMemberSession,
} from '../../../lib/member-session.ts';
import { accountsApi } from '../api/accounts-api.ts';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const;
/** Activity is written for other tabs at most this often. */
const SHARE_ACTIVITY_EVERY_MS = 5_000;
/** While the member is active, the token is renewed once it is this old, so reading for a long
 * time without calling the API does not pass the server's 30-minute idle limit. */
const RENEW_AFTER_MS = 10 * 60_000;

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
  const lastActive = useRef(Date.now());
  const loggingOut = useRef(false);
  const renewing = useRef(false);
  const [now, setNow] = useState(() => Date.now());
  const [warning, setWarning] = useState<'idle' | 'expiry' | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const logOut = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    setWarning(null);
    await accountsApi.logout().catch(() => undefined);
    forgetSession();
    loggingOut.current = false;
    navigate('/login', { replace: true, state: { notice: 'loggedOut' } });
  }, [navigate]);

  useEffect(() => {
    if (!active) {
      setWarning(null);
      return;
    }
    lastActive.current = Math.max(Date.now(), lastActivity());
    recordActivity(lastActive.current);
    const onActivity = () => {
      const time = Date.now();
      if (time - lastActive.current > SHARE_ACTIVITY_EVERY_MS) recordActivity(time);
      lastActive.current = time;
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
    // The member may be busy in another tab: the latest activity of any tab counts.
    if (warning === null) lastActive.current = Math.max(lastActive.current, lastActivity());
    const idleFor = now - lastActive.current;
    const expiresIn = (session.expiresAt ?? 0) - now;
    const tokenAge = SESSION.memberTokenLifetimeMs - expiresIn;
    if (warning === null && idleFor < 60_000 && tokenAge > RENEW_AFTER_MS && !renewing.current) {
      renewing.current = true;
      accountsApi
        .refresh()
        .then((renewed) => saveSession(renewed))
        .catch(() => undefined)
        .finally(() => {
          renewing.current = false;
        });
    }
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
      lastActive.current = Date.now();
      recordActivity(lastActive.current);
      setNow(Date.now());
      setWarning(null);
    } catch (error) {
      // Only an ended session logs out; a network blip leaves the warning up to try again.
      if (error instanceof ApiError && error.code === 'token_invalid') await logOut();
    } finally {
      setBusy(false);
    }
  }

  const idleFor = now - lastActive.current;
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
