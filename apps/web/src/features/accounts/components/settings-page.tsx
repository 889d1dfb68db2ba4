import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetSession } from '../../../lib/member-session.ts';
import { accountsApi } from '../api/accounts-api.ts';
import { AccountLinks } from './account-links.tsx';

/** /profile/settings: password, phone or email, language, and logout. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    // The server forgets the session; failing that (offline), this browser still does.
    await accountsApi.logout().catch(() => undefined);
    forgetSession();
    navigate('/login', { replace: true });
  }

  return (
    <main id="main" className="page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('accounts.settings.title')}</h1>
      <AccountLinks />
      <button type="button" className="button button-block button-secondary" disabled={busy} onClick={logout}>
        {t('accounts.settings.logout')}
      </button>
    </main>
  );
}
