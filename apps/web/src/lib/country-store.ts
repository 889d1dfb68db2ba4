import { COUNTRIES, type CountryCode, type CountryConfig, countryByCode } from '@petal/contract/countries';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';
import { deviceTimeZone } from './zoned-time.ts';

/** Spec section 3: session storage `country-store` holds currentCountry and prevCountryId. */
export const COUNTRY_STORE_KEY = 'country-store';

export interface CountryState {
  currentCountry: CountryCode;
  prevCountryId: number | null;
}

/**
 * The likely country (CLDR likely subtags) of a language, or a language and script, given
 * without a region, for the languages whose likely country is one of ours. `Intl.Locale`'s
 * `maximize` knows them all, but its first call loads the likely-subtags data, a cost paid at
 * start on every first visit; country-store.test.ts checks this table against it.
 */
const LIKELY_COUNTRY: Record<string, string> = {
  ja: 'JP',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  in: 'ID',
  jv: 'ID',
  su: 'ID',
  fil: 'PH',
  tl: 'PH',
  ceb: 'PH',
  zh: 'CN',
  'zh-hans': 'CN',
  'zh-hant': 'TW',
  yue: 'HK',
  'yue-hant': 'HK',
  'yue-hans': 'CN',
  bo: 'CN',
  ug: 'CN',
  ii: 'CN',
  cy: 'GB',
  gd: 'GB',
  kw: 'GB',
};

/** The region of a BCP 47 language tag (`zh-Hant-HK` -> HK), else its language's likely one. */
function regionOf(tag: string): string | undefined {
  const subtags = tag.toLowerCase().split(/[-_]/);
  const language = subtags[0] ?? '';
  if (!/^[a-z]{2,8}$/.test(language)) return undefined;
  const script = /^[a-z]{4}$/.test(subtags[1] ?? '') ? subtags[1] : undefined;
  const region = subtags[script ? 2 : 1];
  if (region && /^[a-z]{2}$/.test(region)) return region.toUpperCase();
  return (script && LIKELY_COUNTRY[`${language}-${script}`]) || LIKELY_COUNTRY[language];
}

/**
 * The first visit's country: the region of the browser's preferred languages (ja-JP -> JP,
 * zh-HK -> HK, en-GB -> GB, ja -> JP), else the country of the device's time zone, else
 * Hong Kong. The time zone is only asked for when no language names one of our countries.
 */
export function guessCountry(languages: readonly string[], timeZone: () => string | undefined): CountryCode {
  for (const tag of languages) {
    const region = regionOf(tag);
    const country = region ? countryByCode(region) : undefined;
    if (country) return country.code;
  }
  const zone = timeZone();
  return COUNTRIES.find((country) => country.timeZone === zone)?.code ?? 'HK';
}

function readState(): CountryState {
  try {
    const stored = JSON.parse(
      readStorage('session', COUNTRY_STORE_KEY) ?? 'null',
    ) as Partial<CountryState> | null;
    if (stored?.currentCountry && countryByCode(stored.currentCountry)) {
      return { currentCountry: stored.currentCountry, prevCountryId: stored.prevCountryId ?? null };
    }
  } catch {
    // Unreadable: start again below.
  }
  return {
    currentCountry: guessCountry(navigator.languages ?? [navigator.language], deviceTimeZone),
    prevCountryId: null,
  };
}

let state: CountryState | null = null;
const listeners = new Set<() => void>();

function current(): CountryState {
  state ??= readState();
  return state;
}

export function setCurrentCountry(code: CountryCode) {
  const before = current();
  if (before.currentCountry === code) return;
  state = { currentCountry: code, prevCountryId: countryByCode(before.currentCountry)?.countryId ?? null };
  writeStorage('session', COUNTRY_STORE_KEY, JSON.stringify(state));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentCountry(): CountryConfig {
  return countryByCode(current().currentCountry)!;
}

/** The current country's configuration; re-renders when it changes. */
export function useCurrentCountry(): CountryConfig {
  const code = useSyncExternalStore(subscribe, () => current().currentCountry);
  return countryByCode(code)!;
}
