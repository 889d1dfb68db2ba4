/** The part of the Temporal API used here (not yet in TypeScript's own library). */
interface TemporalApi {
  Now?: { timeZoneId?: () => string };
  Instant?: {
    fromEpochMilliseconds?: (milliseconds: number) => {
      toZonedDateTimeISO(timeZone: string): { dayOfWeek: number; hour: number; minute: number };
    };
  };
}

/**
 * The browser's Temporal, when it has the parts used here. Temporal answers from time zone
 * rules alone, where a first `Intl.DateTimeFormat` loads locale data: tens of milliseconds on
 * a slow phone, at start. Early or partial builds of Temporal are left alone.
 */
function temporal(): Required<TemporalApi> | null {
  const api = (globalThis as { Temporal?: TemporalApi }).Temporal;
  return typeof api?.Now?.timeZoneId === 'function' &&
    typeof api.Instant?.fromEpochMilliseconds === 'function'
    ? (api as Required<TemporalApi>)
    : null;
}

/** The device's time zone, as an IANA name. */
export function deviceTimeZone(): string | undefined {
  try {
    const zone = temporal()?.Now.timeZoneId?.();
    if (zone) return zone;
  } catch {
    // Fall back to Intl below.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The weekday (0 is Sunday), hour and minute at `date` in `timeZone`. */
export function zonedTime(date: Date, timeZone: string): { weekday: number; hour: number; minute: number } {
  const api = temporal();
  if (api) {
    try {
      const zoned = api.Instant.fromEpochMilliseconds!(date.getTime()).toZonedDateTimeISO(timeZone);
      // Temporal counts Monday as 1 and Sunday as 7.
      return { weekday: zoned.dayOfWeek % 7, hour: zoned.hour, minute: zoned.minute };
    } catch {
      // Fall back to Intl below.
    }
  }
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
