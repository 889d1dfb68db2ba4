/** The part of the Temporal API used here (not yet in TypeScript's own library). */
interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(milliseconds: number): {
      toZonedDateTimeISO(timeZone: string): { dayOfWeek: number; hour: number; minute: number };
    };
  };
}

/**
 * An answer from the browser's Temporal, or undefined when it has none, only an early build
 * without the parts used here, or it throws. Temporal answers from time zone rules alone,
 * where a first `Intl.DateTimeFormat` loads locale data: tens of milliseconds on a slow
 * phone, at start.
 */
function fromTemporal<T>(read: (temporal: TemporalApi) => T): T | undefined {
  const api = (globalThis as { Temporal?: Partial<TemporalApi> }).Temporal;
  if (
    typeof api?.Now?.timeZoneId !== 'function' ||
    typeof api.Instant?.fromEpochMilliseconds !== 'function'
  ) {
    return undefined;
  }
  try {
    return read(api as TemporalApi);
  } catch {
    return undefined;
  }
}

/** The device's time zone, as an IANA name. */
export function deviceTimeZone(): string | undefined {
  return (
    fromTemporal((temporal) => temporal.Now.timeZoneId()) ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}

/** The weekday (0 is Sunday), hour and minute at `date` in `timeZone`. */
export function zonedTime(date: Date, timeZone: string): { weekday: number; hour: number; minute: number } {
  const zoned = fromTemporal((temporal) =>
    temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(timeZone),
  );
  // Temporal counts Monday as 1 and Sunday as 7.
  if (zoned) return { weekday: zoned.dayOfWeek % 7, hour: zoned.hour, minute: zoned.minute };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, hour: Number(part('hour')) % 24, minute: Number(part('minute')) };
}
