import { LANGUAGE_TAGS, LANGUAGES } from '@petal/contract/languages';
import { describe, expect, it } from 'vitest';
import { authorName, formatDate, formatRating, overallRating, parseId } from './writings-format.ts';

describe('overallRating', () => {
  it('averages the five dimensions to one decimal', () => {
    expect(overallRating({ price: 3, service: 5, environment: 3, appearance: 3, figure: 5 })).toBe(3.8);
    expect(overallRating({ price: 5, service: 5, environment: 5, appearance: 5, figure: 4 })).toBe(4.8);
    expect(overallRating({ price: 1, service: 1, environment: 1, appearance: 1, figure: 1 })).toBe(1);
  });
});

describe('formatRating', () => {
  // Every overall rating there can be: five ratings of 1 to 5 sum to 5..25.
  const ratings = Array.from({ length: 21 }, (_, extra) => {
    // 1 each, then `extra` more points handed out, at most 4 more to any one.
    const [price, service, environment, appearance, figure] = [0, 1, 2, 3, 4].map(
      (place) => 1 + Math.min(4, Math.max(0, extra - place * 4)),
    ) as [number, number, number, number, number];
    return overallRating({ price, service, environment, appearance, figure });
  });

  it.each(LANGUAGES)('writes each overall rating as Intl does in %s', (language) => {
    for (const rating of ratings) {
      const intl = rating.toLocaleString(LANGUAGE_TAGS[language], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      expect(formatRating(rating)).toBe(intl);
    }
    expect(new Set(ratings).size).toBe(21);
    expect(formatRating(4)).toBe('4.0');
  });
});

describe('authorName', () => {
  const author = { member_id: 1, en_name: 'Leo', zh_name: '阿健', photo: null };
  it('gives Chinese readers the Chinese name and the others the English one', () => {
    expect(authorName(author, 'zh')).toBe('阿健');
    expect(authorName(author, 'en')).toBe('Leo');
    expect(authorName(author, 'ja')).toBe('Leo');
  });
  it('falls back to the other name when one is empty', () => {
    expect(authorName({ ...author, zh_name: '' }, 'zh')).toBe('Leo');
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [null, undefined, '', '0', '-3', '4.5', 'abc', '1e3', '99999999999999999'])
      expect(parseId(bad), String(bad)).toBeNull();
  });
});

describe('formatDate', () => {
  it('writes the day in the reader language', () => {
    const day = Date.UTC(2026, 10, 3, 12);
    expect(formatDate(day, 'en')).toBe('Nov 3, 2026');
    expect(formatDate(day, 'zh')).toBe('2026年11月3日');
    expect(formatDate(day, 'ja')).toBe('2026年11月3日');
  });
});
