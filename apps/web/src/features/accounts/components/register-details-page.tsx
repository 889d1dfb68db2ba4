import {
  chineseNameProblem,
  englishNameProblem,
  passwordProblem,
  type ValidationMessage,
} from '@petal/contract/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { FormMessage, TextField } from '../../../lib/form.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/member-session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { accountsApi } from '../api/accounts-api.ts';

interface VerifiedState {
  verificationToken: string;
  contact: string;
  byPhone: boolean;
}

/** /register-details: names, password and retype, optional invitation code. */
export function RegisterDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = useCurrentCountry();
  const verified = useLocation().state as VerifiedState | null;
  const [values, setValues] = useState({
    en_name: '',
    zh_name: '',
    password: '',
    password_confirm: '',
    invitation_code: '',
  });
  const { busy, problems, message, submit: send } = useFormSubmit();

  // Only reachable with a verified phone or email.
  if (!verified?.verificationToken) return <Navigate to="/register" replace />;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, ValidationMessage> = {};
    const en = englishNameProblem(values.en_name);
    const zh = chineseNameProblem(values.zh_name);
    const password = passwordProblem(values.password);
    if (en) found.en_name = en;
    if (zh) found.zh_name = zh;
    if (password) found.password = password;
    if (!password && values.password !== values.password_confirm)
      found.password_confirm = 'passwords_differ_create';
    if (values.invitation_code.trim() && !/^\d{9}$/.test(values.invitation_code.trim())) {
      found.invitation_code = 'client_id_format';
    }
    await send(found, async () => {
      const session = await accountsApi.register({
        verification_token: verified!.verificationToken,
        en_name: values.en_name,
        zh_name: values.zh_name,
        password: values.password,
        password_confirm: values.password_confirm,
        ...(values.invitation_code.trim() ? { invitation_code: values.invitation_code.trim() } : {}),
        language: currentLanguage(),
        country: country.code,
      });
      saveSession(session, verified!.byPhone);
      navigate('/profile', { replace: true });
    });
  }

  return (
    <main id="main" className="page" aria-labelledby="details-title">
      <h1 id="details-title">{t('accounts.details.title')}</h1>
      <p className="lead">{t('accounts.details.verified', { contact: verified.contact })}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('accounts.enName')}
          autoComplete="nickname"
          value={values.en_name}
          onChange={set('en_name')}
          problem={problems.en_name}
        />
        <TextField
          label={t('accounts.zhName')}
          value={values.zh_name}
          onChange={set('zh_name')}
          problem={problems.zh_name}
        />
        <TextField
          label={t('accounts.password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          problem={problems.password}
        />
        <TextField
          label={t('accounts.passwordRetype')}
          type="password"
          autoComplete="new-password"
          value={values.password_confirm}
          onChange={set('password_confirm')}
          problem={problems.password_confirm}
        />
        <TextField
          label={t('accounts.invitationCode')}
          inputMode="numeric"
          value={values.invitation_code}
          onChange={set('invitation_code')}
          problem={problems.invitation_code}
        />
        <FormMessage message={message} />
        <button type="submit" className="button button-block" disabled={busy}>
          {t('accounts.details.submit')}
        </button>
      </form>
    </main>
  );
}
