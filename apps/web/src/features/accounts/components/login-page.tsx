import { emailProblem, type ValidationMessage } from '@petal/contract/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage, TextField } from '../../../lib/form.tsx';
import { saveSession } from '../../../lib/member-session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { accountsApi } from '../api/accounts-api.ts';
import { ContactField, contactString, useEmptyContact } from './contact-field.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as { notice?: string; from?: string } | null;
  const notice = state?.notice;
  // Back to the member page that asked for a login, or to the profile.
  const next = state?.from?.startsWith('/') ? state.from : '/profile';
  const [contact, setContact] = useState(useEmptyContact());
  const [password, setPassword] = useState('');
  const { busy, problems, message, submit: send } = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, ValidationMessage> = {};
    if (contact.method === 'email') {
      const problem = emailProblem(contact.email);
      if (problem) found.contact = problem;
    } else if (!contact.phone.trim()) found.contact = 'required';
    if (!password) found.password = 'required';
    await send(found, async () => {
      const session = await accountsApi.login({ contact: contactString(contact), password });
      saveSession(session, contact.method === 'phone');
      navigate(next, { replace: true });
    });
  }

  return (
    <main id="main" className="page" aria-labelledby="login-title">
      <h1 id="login-title">{t('accounts.login.title')}</h1>
      {notice && (
        <p className="notice" role="status">
          {t(notice === 'passwordReset' ? 'accounts.create.done' : 'accounts.timers.loggedOut')}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <ContactField value={contact} onChange={setContact} problem={problems.contact} />
        <TextField
          label={t('accounts.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          problem={problems.password}
        />
        <FormMessage message={message} />
        <button type="submit" className="button button-block" disabled={busy}>
          {t('accounts.login.submit')}
        </button>
      </form>
      <p className="form-links">
        <Link to="/forget-password">{t('accounts.login.forgot')}</Link>
        <Link to="/register">{t('accounts.login.register')}</Link>
      </p>
    </main>
  );
}
