import { passwordProblem, type ValidationMessage } from '@petal/contract/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FormMessage, TextField } from '../../../lib/form.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { accountsApi } from '../api/accounts-api.ts';

/** /create-password: the new password, after /forget-password proved the account. */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verified = useLocation().state as { verificationToken?: string } | null;
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const { busy, problems, message, submit: send } = useFormSubmit();

  if (!verified?.verificationToken) return <Navigate to="/forget-password" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    const found: Record<string, ValidationMessage> = {};
    if (problem) found.password = problem;
    else if (password !== retype) found.password_confirm = 'passwords_differ_create';
    await send(found, async () => {
      await accountsApi.resetPassword({
        verification_token: verified!.verificationToken!,
        password,
        password_confirm: retype,
      });
      // A modal would be cleared on reaching /login (spec section 4): the page says it instead.
      navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
    });
  }

  return (
    <main id="main" className="page" aria-labelledby="create-title">
      <h1 id="create-title">{t('accounts.create.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('accounts.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          problem={problems.password}
        />
        <TextField
          label={t('accounts.passwordRetype')}
          type="password"
          autoComplete="new-password"
          value={retype}
          onChange={(event) => setRetype(event.target.value)}
          problem={problems.password_confirm}
        />
        <FormMessage message={message} />
        <button type="submit" className="button button-block" disabled={busy}>
          {t('accounts.create.submit')}
        </button>
      </form>
    </main>
  );
}
