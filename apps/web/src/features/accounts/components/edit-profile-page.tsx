import { chineseNameProblem, englishNameProblem, type ValidationMessage } from '@petal/contract/validation';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage, formFailure, TextField } from '../../../lib/form.tsx';
import { accountQuery, accountsApi, useAccount } from '../api/accounts-api.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** /profile/edit-profile: English and Chinese names (each unique). */
export function EditProfilePage() {
  const { t } = useTranslation();
  const account = useAccount();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ en_name: '', zh_name: '' });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<Record<string, ValidationMessage>>({});
  const [message, setMessage] = useState<string | null>(null);

  // Filled once from the account; later changes to it (a new photo) must not wipe typing.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (account.data && !filled) {
      setValues({ en_name: account.data.en_name, zh_name: account.data.zh_name });
      setFilled(true);
    }
  }, [account.data, filled]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, ValidationMessage> = {};
    const en = englishNameProblem(values.en_name);
    const zh = chineseNameProblem(values.zh_name);
    if (en) found.en_name = en;
    if (zh) found.zh_name = zh;
    setProblems(found);
    setSaved(false);
    if (Object.keys(found).length) return;
    setBusy(true);
    setMessage(null);
    try {
      queryClient.setQueryData(accountQuery.queryKey, await accountsApi.editProfile(values));
      setSaved(true);
    } catch (error) {
      const failure = formFailure(error);
      setProblems(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="page" aria-labelledby="edit-profile-title">
      <h1 id="edit-profile-title">{t('accounts.edit.title')}</h1>
      <PhotoPicker />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('accounts.enName')}
          value={values.en_name}
          onChange={(event) => setValues({ ...values, en_name: event.target.value })}
          problem={problems.en_name}
        />
        <TextField
          label={t('accounts.zhName')}
          value={values.zh_name}
          onChange={(event) => setValues({ ...values, zh_name: event.target.value })}
          problem={problems.zh_name}
        />
        <FormMessage message={message} />
        {saved && (
          <p className="notice" role="status">
            {t('accounts.edit.saved')}
          </p>
        )}
        <button type="submit" className="button button-block" disabled={busy || account.isPending}>
          {t('accounts.edit.submit')}
        </button>
      </form>
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
    </main>
  );
}
