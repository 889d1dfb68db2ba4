import type { ValidationMessage } from '@petal/contract/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, formFailure, TextField } from '../../../lib/form.tsx';
import { accountQuery, accountsApi } from '../api/accounts-api.ts';
import { VerifyContact } from './verify-contact.tsx';

/**
 * /profile/edit-profile/change-mobile-email: the current password and a code sent to the new
 * address prove the change; the old address is told.
 */
export function ChangeContactPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<ValidationMessage | null>(null);

  async function change(verificationToken: string, contact: string) {
    setMessage(null);
    setPasswordProblem(null);
    if (!password) return setPasswordProblem('required');
    try {
      const updated = await accountsApi.changeContact(verificationToken, password);
      queryClient.setQueryData(accountQuery.queryKey, updated);
      setDone(contact);
    } catch (error) {
      const failure = formFailure(error);
      setPasswordProblem(failure.fields.password ?? null);
      setMessage(failure.message);
    }
  }

  return (
    <main id="main" className="page" aria-labelledby="change-contact-title">
      <h1 id="change-contact-title">{t('accounts.changeContact.title')}</h1>
      <p className="lead">{t('accounts.changeContact.lead')}</p>
      {done ? (
        <p className="notice" role="status">
          {t('accounts.changeContact.done', { contact: done })}
        </p>
      ) : (
        <>
          <TextField
            label={t('accounts.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            problem={passwordProblem}
          />
          <VerifyContact
            purpose="change_contact"
            submitLabel={t('accounts.changeContact.submit')}
            onVerified={(verificationToken, contact) => void change(verificationToken, contact)}
          />
        </>
      )}
      <FormMessage message={message} />
    </main>
  );
}
