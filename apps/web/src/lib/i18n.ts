import { type CountryConfig, languageForCountry } from '@petal/contract/countries';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@petal/contract/languages';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { currentCountry } from './country-store.ts';
import { readStorage, writeStorage } from './storage.ts';

declare const __LOCALES_VERSION__: string;

/** Spec section 3: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function applyLanguage(language: string) {
  document.documentElement.lang = LANGUAGE_TAGS[language as Language] ?? 'en';
}

i18next.on('languageChanged', (language) => {
  applyLanguage(language);
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);
});

/**
 * Spec section 4: the stored language if the current country supports it, else the
 * country's default. Called at start and whenever the country changes.
 */
export function languageFor(country: CountryConfig): Language {
  return languageForCountry(country, readStorage('local', LANGUAGE_STORAGE_KEY));
}

/**
 * Translations are files the server hands out (public/locales/<lng>/<ns>.json), fetched for
 * the current language only and cached by the browser.
 */
export const i18nReady = i18next
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: languageFor(currentCountry()),
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    load: 'currentOnly',
    backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${__LOCALES_VERSION__}` },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}
