import { GREETING_HOURS } from '@petal/contract/constants';
import { zonedTime } from './zoned-time.ts';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Spec section 4: morning before 12:00, afternoon before 18:00, else evening, in `timeZone`. */
export function greetingFor(timeZone: string, now: Date = new Date()): Greeting {
  const { hour } = zonedTime(now, timeZone);
  if (hour < GREETING_HOURS.afternoonFrom) return 'morning';
  if (hour < GREETING_HOURS.eveningFrom) return 'afternoon';
  return 'evening';
}
