import { type CountryConfig, languageForCountry } from '@petal/contract/countries';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@petal/contract/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { currentCountry } from './country-store.ts';
import { formatNumber } from './numbers.ts';
import { readStorage, writeStorage } from './storage.ts';

declare const __LOCALES_VERSION__: string;
/** Every translation namespace (the file names under apps/web/locales/<lng>/). */
declare const __LOCALE_NAMESPACES__: string[];

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

const bundles = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

/**
 * A language's translations, all namespaces in one file (/locales/<lng>.json, built by
 * vite.config.ts), fetched once. A failed fetch is tried once more, then forgotten, so the
 * next language change or page load asks again.
 */
function localeBundle(language: string) {
  let bundle = bundles.get(language);
  if (!bundle) {
    const url = `/locales/${language}.json?v=${__LOCALES_VERSION__}`;
    const load = async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as Record<string, Record<string, unknown>>;
    };
    bundle = load().catch(load);
    bundle.catch(() => bundles.delete(language));
    bundles.set(language, bundle);
  }
  return bundle;
}

/**
 * Translations are files the server hands out, fetched for the current language only and
 * cached by the browser. Every namespace is asked for at start (they come in the one file),
 * so no page waits for its own strings. No fallback language: every key exists in every
 * language (locales.test.ts), and a fallback would be a second download.
 */
export const i18nReady = i18next
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      localeBundle(language).then((bundle) => bundle[namespace]),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: languageFor(currentCountry()),
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    ns: __LOCALE_NAMESPACES__,
    defaultNS: 'common',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// Counts in the translations (`{{count, number}}`) without building an Intl number format on
// a first screen (see numbers.ts).
i18next.services.formatter?.add('number', formatNumber);

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}
