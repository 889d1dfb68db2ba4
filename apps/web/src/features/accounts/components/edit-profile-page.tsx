import { chineseNameProblem, englishNameProblem, type ValidationMessage } from '@petal/contract/validation';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../lib/form.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { accountQuery, accountsApi, useAccount } from '../api/accounts-api.ts';
import { AccountLinks } from './account-links.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/** /profile/edit-profile: English and Chinese names (each unique). */
export function EditProfilePage() {
  const { t } = useTranslation();
  const account = useAccount();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ en_name: '', zh_name: '' });
  const { busy, problems, message, submit: send } = useFormSubmit();
  const [saved, setSaved] = useState(false);

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
    setSaved(false);
    await send(found, async () => {
      queryClient.setQueryData(accountQuery.queryKey, await accountsApi.editProfile(values));
      setSaved(true);
    });
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
      <AccountLinks />
    </main>
  );
}
