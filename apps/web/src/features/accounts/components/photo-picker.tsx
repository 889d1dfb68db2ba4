import { IMAGE_UPLOAD_LIMIT_BYTES } from '@petal/contract/constants';
import { ERRORS } from '@petal/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, formFailure } from '../../../lib/form.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { updateStoredMember } from '../../../lib/member-session.ts';
import { accountQuery, accountsApi, useAccount } from '../api/accounts-api.ts';
import { MemberPhoto } from './member-photo.tsx';

/** The profile photo and a way to replace it (one image, under 1 MB). */
export function PhotoPicker() {
  const { t } = useTranslation();
  const account = useAccount();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    if (file.size >= IMAGE_UPLOAD_LIMIT_BYTES)
      return setMessage(ERRORS.image_too_large.message[currentLanguage()]);
    setBusy(true);
    try {
      const updated = await accountsApi.uploadPhoto(file);
      queryClient.setQueryData(accountQuery.queryKey, updated);
      updateStoredMember(updated);
    } catch (error) {
      setMessage(formFailure(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="photo-picker">
      <MemberPhoto photo={account.data?.photo ?? null} size={88} />
      <label className="button button-secondary">
        {t('accounts.edit.photo')}
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p className="hint">{t('accounts.edit.photoHint')}</p>
      <FormMessage message={message} />
    </div>
  );
}
