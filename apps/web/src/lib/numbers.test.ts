import { LANGUAGE_TAGS, LANGUAGES } from '@petal/contract/languages';
import { describe, expect, it } from 'vitest';
import { formatNumber, groupThousands } from './numbers.ts';

describe('groupThousands', () => {
  const numbers = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1234, -0];

  it.each(LANGUAGES)('writes whole numbers as Intl does in %s', (language) => {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 0 });
    for (const value of numbers) expect(groupThousands(value)).toBe(intl.format(value));
  });
});

describe('formatNumber (the translations’ number format)', () => {
  it.each(LANGUAGES)('writes counts as Intl does in %s', (language) => {
    const tag = LANGUAGE_TAGS[language];
    for (const count of [0, 1, 42, 1500, 2_000_000]) {
      expect(formatNumber(count, tag)).toBe(new Intl.NumberFormat(tag).format(count));
    }
  });

  it('hands fractions, and formats that ask for more, to Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(formatNumber(3, 'en', { minimumFractionDigits: 1 })).toBe('3.0');
    expect(formatNumber(12_345, 'en', { useGrouping: false })).toBe('12345');
  });
});
