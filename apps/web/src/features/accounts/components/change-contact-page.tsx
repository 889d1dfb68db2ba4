import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, formFailure } from '../../../lib/form.tsx';
import { accountQuery, accountsApi } from '../api/accounts-api.ts';
import { VerifyContact } from './verify-contact.tsx';

/** /profile/edit-profile/change-mobile-email: a code to the new address proves it. */
export function ChangeContactPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <main id="main" className="page" aria-labelledby="change-contact-title">
      <h1 id="change-contact-title">{t('accounts.changeContact.title')}</h1>
      <p className="lead">{t('accounts.changeContact.lead')}</p>
      {done ? (
        <p className="notice" role="status">
          {t('accounts.changeContact.done', { contact: done })}
        </p>
      ) : (
        <VerifyContact
          purpose="change_contact"
          submitLabel={t('accounts.changeContact.submit')}
          onVerified={async (verificationToken, contact) => {
            try {
              queryClient.setQueryData(
                accountQuery.queryKey,
                await accountsApi.changeContact(verificationToken),
              );
              setDone(contact);
            } catch (error) {
              setMessage(formFailure(error).message);
            }
          }}
        />
      )}
      <FormMessage message={message} />
    </main>
  );
}
