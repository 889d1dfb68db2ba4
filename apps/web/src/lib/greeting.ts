import { GREETING_HOURS } from '@petal/contract/constants';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Spec section 4: morning before 12:00, afternoon before 18:00, else evening, in `timeZone`. */
export function greetingFor(timeZone: string, now: Date = new Date()): Greeting {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
  if (hour < GREETING_HOURS.afternoonFrom) return 'morning';
  if (hour < GREETING_HOURS.eveningFrom) return 'afternoon';
  return 'evening';
}
