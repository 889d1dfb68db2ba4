import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOpenAt, runsPastMidnight, streetViewUrl, timeInZone } from './profile-logic.ts';

const week = [
  { weekday: 1, opens_at: '14:00', closes_at: '02:00' },
  { weekday: 2, opens_at: '10:00', closes_at: '22:00' },
  { weekday: 3, opens_at: '12:00', closes_at: '00:00' },
];

describe('working hours', () => {
  it('hours that close before they open run past midnight', () => {
    expect(runsPastMidnight(week[0]!)).toBe(true);
    expect(runsPastMidnight(week[1]!)).toBe(false);
    expect(runsPastMidnight(week[2]!)).toBe(true);
  });

  it('is open within the day and until the past-midnight close of the day before', () => {
    expect(isOpenAt(week, 1, 13 * 60 + 59)).toBe(false);
    expect(isOpenAt(week, 1, 14 * 60)).toBe(true);
    expect(isOpenAt(week, 1, 23 * 60 + 59)).toBe(true);
    // Tuesday 01:30 is still Monday's evening.
    expect(isOpenAt(week, 2, 90)).toBe(true);
    expect(isOpenAt(week, 2, 2 * 60)).toBe(false);
    expect(isOpenAt(week, 2, 21 * 60 + 59)).toBe(true);
    expect(isOpenAt(week, 2, 22 * 60)).toBe(false);
    // Wednesday closes at midnight: nothing runs into Thursday.
    expect(isOpenAt(week, 3, 23 * 60 + 30)).toBe(true);
    expect(isOpenAt(week, 4, 0)).toBe(false);
    // A day without hours is closed.
    expect(isOpenAt(week, 5, 15 * 60)).toBe(false);
  });

  // Browsers with Temporal take its way, the others Intl's: both must give the same answer.
  describe.each([
    ['Intl', undefined],
    ['Temporal', Temporal],
  ])('the weekday and time in the client’s country (%s)', (_way, temporal) => {
    afterEach(() => vi.unstubAllGlobals());

    it('reads them in the client’s time zone', () => {
      vi.stubGlobal('Temporal', temporal);
      // Monday 23:30 UTC is Tuesday 07:30 in Hong Kong and still Monday in London (BST).
      const moment = new Date('2026-06-01T23:30:00Z');
      expect(timeInZone(moment, 'Asia/Hong_Kong')).toEqual({ weekday: 2, minutes: 7 * 60 + 30 });
      expect(timeInZone(moment, 'Europe/London')).toEqual({ weekday: 2, minutes: 30 });
      expect(timeInZone(new Date('2026-06-01T12:00:00Z'), 'Europe/London')).toEqual({
        weekday: 1,
        minutes: 13 * 60,
      });
      // Sunday is 0 both ways: Sunday 7 June 2026, 10:05 in Tokyo.
      expect(timeInZone(new Date('2026-06-07T01:05:00Z'), 'Asia/Tokyo')).toEqual({
        weekday: 0,
        minutes: 10 * 60 + 5,
      });
    });
  });
});

describe('street view', () => {
  it('opens Google Maps street view at the viewpoint, heading and pitch', () => {
    expect(streetViewUrl({ latitude: 22.2783, longitude: 114.1747, heading: 90, pitch: -5 })).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=22.2783,114.1747&heading=90&pitch=-5',
    );
  });
});
