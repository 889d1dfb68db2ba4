import { LANGUAGE_TAGS, LANGUAGES } from '@petal/contract/languages';
import { describe, expect, it } from 'vitest';
import { formatHkd } from './money.ts';

describe('formatHkd', () => {
  const amounts = [0, 5, 99.5, 100.4, 999, 1000, 12_345, 680_000, 1_234_567, -1200, -0.4, -0];

  it.each(LANGUAGES)('writes whole Hong Kong dollars as Intl does in %s', (language) => {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
      style: 'currency',
      currency: 'HKD',
      maximumFractionDigits: 0,
    });
    for (const amount of amounts) expect(formatHkd(amount)).toBe(intl.format(amount));
  });

  it('groups thousands with commas', () => {
    expect(formatHkd(1_234_567)).toBe('HK$1,234,567');
    expect(formatHkd(880)).toBe('HK$880');
  });
});
