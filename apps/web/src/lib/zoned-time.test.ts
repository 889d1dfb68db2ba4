import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone, zonedTime } from './zoned-time.ts';

afterEach(() => vi.unstubAllGlobals());

// Monday 23:30 UTC is Tuesday 07:30 in Hong Kong; Sunday 7 June 2026 01:05 UTC is 10:05 in Tokyo.
const cases = [
  [new Date('2026-06-01T23:30:00Z'), 'Asia/Hong_Kong', { weekday: 2, hour: 7, minute: 30 }],
  [new Date('2026-06-01T23:30:00Z'), 'Europe/London', { weekday: 2, hour: 0, minute: 30 }],
  [new Date('2026-06-07T01:05:00Z'), 'Asia/Tokyo', { weekday: 0, hour: 10, minute: 5 }],
] as const;

describe.each([
  ['no Temporal (Intl)', undefined],
  ['Temporal', Temporal],
  ['an early Temporal without the parts used', { Now: {} }],
  [
    'a Temporal that throws',
    {
      Now: {
        timeZoneId: () => {
          throw new Error('x');
        },
      },
      Instant: {
        fromEpochMilliseconds: () => {
          throw new Error('x');
        },
      },
    },
  ],
])('with %s', (_browser, temporal) => {
  it('reads the weekday, hour and minute in a time zone', () => {
    vi.stubGlobal('Temporal', temporal);
    for (const [date, zone, expected] of cases) expect(zonedTime(date, zone)).toEqual(expected);
  });

  it('names the device time zone as Intl does', () => {
    vi.stubGlobal('Temporal', temporal);
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
