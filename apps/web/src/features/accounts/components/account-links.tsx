import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The ways to change what signs a member in: password, phone or email, language. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <ul className="menu-list">
      <li>
        <Link to="/profile/edit-profile/change-password">{t('accounts.settings.changePassword')}</Link>
      </li>
      <li>
        <Link to="/profile/edit-profile/change-mobile-email">{t('accounts.settings.changeContact')}</Link>
      </li>
      <li>
        <Link to="/profile/edit-profile/change-language">{t('accounts.settings.changeLanguage')}</Link>
      </li>
    </ul>
  );
}
