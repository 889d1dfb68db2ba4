import type { Language } from '@petal/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCountry } from '../../../lib/country-store.ts';
import { FormMessage, formFailure } from '../../../lib/form.tsx';
import { accountQuery, accountsApi } from '../api/accounts-api.ts';

/** /profile/edit-profile/change-language: among the current country's languages. */
export function ChangeLanguagePage() {
  const { t, i18n } = useTranslation();
  const country = useCurrentCountry();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);

  async function choose(language: Language) {
    setMessage(null);
    try {
      queryClient.setQueryData(accountQuery.queryKey, await accountsApi.changeLanguage(language));
      await i18n.changeLanguage(language);
    } catch (error) {
      setMessage(formFailure(error).message);
    }
  }

  return (
    <main id="main" className="page" aria-labelledby="change-language-title">
      <h1 id="change-language-title">{t('accounts.changeLanguage.title')}</h1>
      <p className="lead">{t('accounts.changeLanguage.lead', { country: t(`countries.${country.code}`) })}</p>
      <ul className="menu-list" aria-labelledby="change-language-title">
        {country.translation.supported.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="menu-button"
              aria-pressed={i18n.resolvedLanguage === language}
              onClick={() => void choose(language)}
            >
              {t(`languages.${language}`)}
              {i18n.resolvedLanguage === language && <span aria-hidden="true"> ✓</span>}
            </button>
          </li>
        ))}
      </ul>
      <FormMessage message={message} />
    </main>
  );
}
