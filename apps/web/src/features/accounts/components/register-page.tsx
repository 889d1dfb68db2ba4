import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { VerifyContact } from './verify-contact.tsx';

/** /register: choose phone or email, receive and enter the code; details come next. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main id="main" className="page" aria-labelledby="register-title">
      <h1 id="register-title">{t('accounts.register.title')}</h1>
      <p className="lead">{t('accounts.register.lead')}</p>
      <VerifyContact
        purpose="register"
        submitLabel={t('accounts.register.next')}
        onVerified={(verificationToken, contact, byPhone) =>
          navigate('/register-details', { state: { verificationToken, contact, byPhone } })
        }
      />
      <p className="form-links">
        <Link to="/login">{t('accounts.register.haveAccount')}</Link>
      </p>
    </main>
  );
}
