import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { useAccount } from '../api/accounts-api.ts';
import { MemberPhoto } from './member-photo.tsx';

/** /profile: the member's names, Client ID and the ways to change them. */
export function ProfilePage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <main id="main" className="page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="visually-hidden">
        {t('accounts.profile.title')}
      </h1>
      {account.isPending ? (
        <div className="skeleton-row" role="status" aria-busy="true" aria-label={t('common.loading')} />
      ) : account.isError ? (
        <ErrorNotice error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <section className="profile-card">
          <MemberPhoto photo={account.data.photo} size={72} />
          <div>
            <p className="profile-name">{account.data.en_name}</p>
            <p className="profile-name-zh">{account.data.zh_name}</p>
            <p className="hint">{t('accounts.profile.clientId', { id: account.data.client_id })}</p>
          </div>
        </section>
      )}
      <ul className="menu-list">
        <li>
          <Link to="/profile/edit-profile">{t('accounts.profile.edit')}</Link>
        </li>
        <li>
          <Link to="/profile/settings">{t('accounts.profile.settings')}</Link>
        </li>
      </ul>
    </main>
  );
}
