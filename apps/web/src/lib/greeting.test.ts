import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  // 2026-11-23 03:30 UTC is 11:30 in Hong Kong, 12:30 in Tokyo, 03:30 in London.
  const instant = new Date('2026-11-23T03:30:00Z');

  it('reads the hour in the country time zone', () => {
    expect(greetingFor('Asia/Hong_Kong', instant)).toBe('morning');
    expect(greetingFor('Asia/Tokyo', instant)).toBe('afternoon');
    expect(greetingFor('Europe/London', instant)).toBe('morning');
  });

  it('turns at 12:00 and 18:00', () => {
    expect(greetingFor('UTC', new Date('2026-11-23T11:59:59Z'))).toBe('morning');
    expect(greetingFor('UTC', new Date('2026-11-23T12:00:00Z'))).toBe('afternoon');
    expect(greetingFor('UTC', new Date('2026-11-23T17:59:59Z'))).toBe('afternoon');
    expect(greetingFor('UTC', new Date('2026-11-23T18:00:00Z'))).toBe('evening');
    expect(greetingFor('UTC', new Date('2026-11-23T00:00:00Z'))).toBe('morning');
  });
});
