import type { Language } from './languages.ts';

/**
 * The country configuration of spec section 3: the ten countries the app serves. The API
 * writes these rows into its `countries` table at start-up, so this file is the one source.
 */
export const COUNTRY_CODES = ['HK', 'MO', 'JP', 'GB', 'TH', 'VN', 'PH', 'ID', 'TW', 'CN'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface CountryConfig {
  countryId: number;
  code: CountryCode;
  nameEN: string;
  nameZH: string;
  /** Flag as an emoji; the web app draws its own SVG flags from the code. */
  icon: string;
  altText: string;
  /** Key of the translated name in the web app's country names. */
  translationKey: string;
  callingCode: string;
  timeZone: string;
  translation: { supported: readonly Language[]; default: Language; fallback: Language };
}

const ENGLISH_ONLY = { supported: ['en'], default: 'en', fallback: 'en' } as const;

export const COUNTRIES: readonly CountryConfig[] = [
  {
    countryId: 1,
    code: 'HK',
    nameEN: 'Hong Kong',
    nameZH: '香港',
    icon: '🇭🇰',
    altText: 'Flag of Hong Kong',
    translationKey: 'HK',
    callingCode: '852',
    timeZone: 'Asia/Hong_Kong',
    translation: { supported: ['en', 'zh'], default: 'zh', fallback: 'en' },
  },
  {
    countryId: 2,
    code: 'MO',
    nameEN: 'Macau',
    nameZH: '澳門',
    icon: '🇲🇴',
    altText: 'Flag of Macau',
    translationKey: 'MO',
    callingCode: '853',
    timeZone: 'Asia/Macau',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 3,
    code: 'JP',
    nameEN: 'Japan',
    nameZH: '日本',
    icon: '🇯🇵',
    altText: 'Flag of Japan',
    translationKey: 'JP',
    callingCode: '81',
    timeZone: 'Asia/Tokyo',
    translation: { supported: ['en', 'ja'], default: 'ja', fallback: 'en' },
  },
  {
    countryId: 4,
    code: 'GB',
    nameEN: 'United Kingdom',
    nameZH: '英國',
    icon: '🇬🇧',
    altText: 'Flag of the United Kingdom',
    translationKey: 'GB',
    callingCode: '44',
    timeZone: 'Europe/London',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 5,
    code: 'TH',
    nameEN: 'Thailand',
    nameZH: '泰國',
    icon: '🇹🇭',
    altText: 'Flag of Thailand',
    translationKey: 'TH',
    callingCode: '66',
    timeZone: 'Asia/Bangkok',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 6,
    code: 'VN',
    nameEN: 'Vietnam',
    nameZH: '越南',
    icon: '🇻🇳',
    altText: 'Flag of Vietnam',
    translationKey: 'VN',
    callingCode: '84',
    timeZone: 'Asia/Ho_Chi_Minh',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 7,
    code: 'PH',
    nameEN: 'Philippines',
    nameZH: '菲律賓',
    icon: '🇵🇭',
    altText: 'Flag of the Philippines',
    translationKey: 'PH',
    callingCode: '63',
    timeZone: 'Asia/Manila',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 8,
    code: 'ID',
    nameEN: 'Indonesia',
    nameZH: '印尼',
    icon: '🇮🇩',
    altText: 'Flag of Indonesia',
    translationKey: 'ID',
    callingCode: '62',
    timeZone: 'Asia/Jakarta',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 9,
    code: 'TW',
    nameEN: 'Taiwan',
    nameZH: '台灣',
    icon: '🇹🇼',
    altText: 'Flag of Taiwan',
    translationKey: 'TW',
    callingCode: '886',
    timeZone: 'Asia/Taipei',
    translation: ENGLISH_ONLY,
  },
  {
    countryId: 10,
    code: 'CN',
    nameEN: 'China',
    nameZH: '中國',
    icon: '🇨🇳',
    altText: 'Flag of China',
    translationKey: 'CN',
    callingCode: '86',
    timeZone: 'Asia/Shanghai',
    translation: ENGLISH_ONLY,
  },
];

export function countryByCode(code: string): CountryConfig | undefined {
  return COUNTRIES.find((country) => country.code === code);
}

export function countryById(countryId: number): CountryConfig | undefined {
  return COUNTRIES.find((country) => country.countryId === countryId);
}

/**
 * Spec section 4: the stored language if the country supports it, else the country's
 * default.
 */
export function languageForCountry(country: CountryConfig, stored: string | null): Language {
  const supported = country.translation.supported as readonly string[];
  return stored && supported.includes(stored) ? (stored as Language) : country.translation.default;
}
