import { passwordProblem, type ValidationMessage } from '@petal/contract/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage, TextField } from '../../../lib/form.tsx';
import { showModal } from '../../../lib/global-modal.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { accountsApi } from '../api/accounts-api.ts';

/** /profile/edit-profile/change-password: other sessions end when it changes. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ old_password: '', new_password: '', new_password_confirm: '' });
  const { busy, problems, message, submit: send } = useFormSubmit();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, ValidationMessage> = {};
    if (!values.old_password) found.old_password = 'required';
    const problem = passwordProblem(values.new_password);
    if (problem) found.new_password = problem;
    else if (values.new_password !== values.new_password_confirm)
      found.new_password_confirm = 'passwords_differ_change';
    await send(found, async () => {
      await accountsApi.changePassword(values);
      navigate('/profile/settings', { replace: true });
      showModal({ icon: 'success', message: t('accounts.changePassword.done') });
    });
  }

  return (
    <main id="main" className="page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t('accounts.changePassword.title')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('accounts.oldPassword')}
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={set('old_password')}
          problem={problems.old_password}
        />
        <TextField
          label={t('accounts.newPassword')}
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={set('new_password')}
          problem={problems.new_password}
        />
        <TextField
          label={t('accounts.passwordRetype')}
          type="password"
          autoComplete="new-password"
          value={values.new_password_confirm}
          onChange={set('new_password_confirm')}
          problem={problems.new_password_confirm}
        />
        <FormMessage message={message} />
        <button type="submit" className="button button-block" disabled={busy}>
          {t('accounts.changePassword.submit')}
        </button>
      </form>
    </main>
  );
}
