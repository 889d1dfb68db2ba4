import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VerifyContact } from './verify-contact.tsx';

/** /forget-password: prove the phone or email with a code, then /create-password. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main id="main" className="page" aria-labelledby="forget-title">
      <h1 id="forget-title">{t('accounts.forget.title')}</h1>
      <p className="lead">{t('accounts.forget.lead')}</p>
      <VerifyContact
        purpose="reset_password"
        submitLabel={t('accounts.forget.next')}
        onVerified={(verificationToken) => navigate('/create-password', { state: { verificationToken } })}
      />
    </main>
  );
}
