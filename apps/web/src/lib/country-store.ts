import { COUNTRIES, type CountryCode, type CountryConfig, countryByCode } from '@petal/contract/countries';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';

/** Spec section 3: session storage `country-store` holds currentCountry and prevCountryId. */
export const COUNTRY_STORE_KEY = 'country-store';

export interface CountryState {
  currentCountry: CountryCode;
  prevCountryId: number | null;
}

/**
 * The first visit's country: the region of the browser's preferred languages (ja-JP -> JP,
 * zh-HK -> HK, en-GB -> GB), else the country of the device's time zone, else Hong Kong.
 */
export function guessCountry(languages: readonly string[], timeZone: string | undefined): CountryCode {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      const country = region ? countryByCode(region) : undefined;
      if (country) return country.code;
    } catch {
      // Not a valid language tag: try the next one.
    }
  }
  return COUNTRIES.find((country) => country.timeZone === timeZone)?.code ?? 'HK';
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
    currentCountry: guessCountry(
      navigator.languages ?? [navigator.language],
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    ),
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
