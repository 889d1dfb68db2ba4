import { describe, expect, it } from 'vitest';
import { joinBilingualName, splitBilingualName } from './names.ts';

describe('bilingual names', () => {
  it('round-trip through "English|Chinese"', () => {
    expect(joinBilingualName('Mong Kok', '旺角')).toBe('Mong Kok|旺角');
    expect(splitBilingualName('Mong Kok|旺角')).toEqual({ en: 'Mong Kok', zh: '旺角' });
  });

  it('use the whole text for both when there is no separator', () => {
    expect(splitBilingualName('skipped')).toEqual({ en: 'skipped', zh: 'skipped' });
  });
});
