import { describe, expect, it } from 'vitest';
import { guessCountry } from './country-store.ts';

describe('guessCountry', () => {
  it('takes the region of the first preferred language that is one of our countries', () => {
    expect(guessCountry(['ja-JP', 'en'], () => 'UTC')).toBe('JP');
    expect(guessCountry(['zh-HK'], () => 'UTC')).toBe('HK');
    expect(guessCountry(['en-GB'], () => 'UTC')).toBe('GB');
    expect(guessCountry(['fr-FR', 'zh-TW'], () => 'UTC')).toBe('TW');
  });

  it('fills in the likely region of a bare language', () => {
    expect(guessCountry(['ja'], () => 'UTC')).toBe('JP');
    expect(guessCountry(['th'], () => 'UTC')).toBe('TH');
    expect(guessCountry(['zh-Hant'], () => 'UTC')).toBe('TW');
    expect(guessCountry(['zh-Hant-HK'], () => 'UTC')).toBe('HK');
    expect(guessCountry(['en', 'vi'], () => 'UTC')).toBe('VN');
  });

  it('gives a bare language the country Intl.Locale#maximize gives it, where that is one of ours', () => {
    const ours = new Set(['HK', 'MO', 'JP', 'GB', 'TH', 'VN', 'PH', 'ID', 'TW', 'CN']);
    const tags = [
      'ja',
      'th',
      'vi',
      'id',
      'jv',
      'su',
      'fil',
      'tl',
      'ceb',
      'zh',
      'zh-Hans',
      'zh-Hant',
      'yue',
      'yue-Hant',
      'yue-Hans',
      'bo',
      'ug',
      'ii',
      'cy',
      'gd',
      'kw',
      'en',
      'ko',
      'ms',
      'fr',
      'ja-Latn',
      'th-Thai',
      'vi-Latn',
      'zh-Latn',
    ];
    for (const tag of tags) {
      const region = new Intl.Locale(tag).maximize().region ?? '';
      const expected = ours.has(region) ? region : 'HK';
      expect(
        guessCountry([tag], () => 'Europe/Paris'),
        tag,
      ).toBe(expected);
    }
  });

  it('asks for the time zone only when no language names one of our countries', () => {
    let asked = 0;
    const timeZone = () => {
      asked += 1;
      return 'Asia/Tokyo';
    };
    expect(guessCountry(['en-GB'], timeZone)).toBe('GB');
    expect(asked).toBe(0);
    expect(guessCountry(['en-US'], timeZone)).toBe('JP');
    expect(asked).toBe(1);
  });

  it('falls back to the time zone, then to Hong Kong', () => {
    expect(guessCountry(['fr-FR'], () => 'Asia/Manila')).toBe('PH');
    expect(guessCountry(['fr-FR'], () => 'Europe/Paris')).toBe('HK');
    expect(guessCountry(['not a tag!'], () => undefined)).toBe('HK');
  });
});
