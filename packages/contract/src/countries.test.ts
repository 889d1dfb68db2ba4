import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryByCode, languageForCountry } from './countries.ts';

describe('country configuration', () => {
  it('has the ten countries of the spec, each once, with a real time zone', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual([...COUNTRY_CODES]);
    expect(new Set(COUNTRIES.map((country) => country.countryId)).size).toBe(10);
    for (const country of COUNTRIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone })).not.toThrow();
      expect(country.translation.supported).toContain(country.translation.default);
    }
  });

  it('gives HK en and zh (default zh), JP en and ja (default ja), the others en only', () => {
    expect(countryByCode('HK')?.translation).toMatchObject({ supported: ['en', 'zh'], default: 'zh' });
    expect(countryByCode('JP')?.translation).toMatchObject({ supported: ['en', 'ja'], default: 'ja' });
    for (const code of ['MO', 'GB', 'TH', 'VN', 'PH', 'ID', 'TW', 'CN']) {
      expect(countryByCode(code)?.translation.supported).toEqual(['en']);
    }
  });

  it('keeps a stored language the country supports, else takes its default', () => {
    const hk = countryByCode('HK')!;
    const jp = countryByCode('JP')!;
    const gb = countryByCode('GB')!;
    expect(languageForCountry(hk, 'en')).toBe('en');
    expect(languageForCountry(hk, 'ja')).toBe('zh');
    expect(languageForCountry(hk, null)).toBe('zh');
    expect(languageForCountry(jp, 'zh')).toBe('ja');
    expect(languageForCountry(gb, 'zh')).toBe('en');
  });
});
