import type { ClientDescribeResponse } from '@petal/contract/clients';
import { zonedTime } from '../../lib/zoned-time.ts';

/**
 * The profile's small rules, kept apart from the components so they are tested on their own:
 * working hours (which run past midnight when they close before they open), the time in the
 * client's country, and the street view address.
 */
export type WorkingHours = ClientDescribeResponse['working_hours'][number];

/** Weekdays as the contract numbers them (0 is Sunday), in the order the week is shown. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Closes before (or when) it opens: the evening's hours end after midnight. */
export function runsPastMidnight(hours: WorkingHours): boolean {
  return minutesOf(hours.closes_at) <= minutesOf(hours.opens_at);
}

/** The weekday (0 is Sunday) and minutes since midnight at `date` in `timeZone`. */
export function timeInZone(date: Date, timeZone: string): { weekday: number; minutes: number } {
  const { weekday, hour, minute } = zonedTime(date, timeZone);
  return { weekday, minutes: hour * 60 + minute };
}

/**
 * Open at this moment of the client's week: within today's hours, or still within
 * yesterday's when they run past midnight.
 */
export function isOpenAt(week: readonly WorkingHours[], weekday: number, minutes: number): boolean {
  const today = week.find((hours) => hours.weekday === weekday);
  if (today) {
    const opens = minutesOf(today.opens_at);
    const closes = minutesOf(today.closes_at);
    if (runsPastMidnight(today) ? minutes >= opens : minutes >= opens && minutes < closes) return true;
  }
  const yesterday = week.find((hours) => hours.weekday === (weekday + 6) % 7);
  return yesterday !== undefined && runsPastMidnight(yesterday) && minutes < minutesOf(yesterday.closes_at);
}

/** Google Maps' street view at the client's door, facing the way the client chose. */
export function streetViewUrl(view: NonNullable<ClientDescribeResponse['street_view']>): string {
  const params = new URLSearchParams({
    api: '1',
    map_action: 'pano',
    viewpoint: `${view.latitude},${view.longitude}`,
    heading: String(view.heading),
    pitch: String(view.pitch),
  });
  return `https://www.google.com/maps/@?${params.toString().replace('%2C', ',')}`;
}
