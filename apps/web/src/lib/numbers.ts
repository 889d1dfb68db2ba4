/**
 * Numbers written out for the first screens, instead of through `Intl.NumberFormat`: the
 * first number format a page builds loads the engine's number data, tens of milliseconds on
 * a slow phone. In each of the app's languages (en, zh-Hant, ja) Intl writes whole numbers
 * exactly this way; numbers.test.ts and money.test.ts compare the two for every language.
 */

/** A whole number with its thousands grouped by commas: 12345 -> "12,345". */
export function groupThousands(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Negative amounts keep their sign even when they round to zero, as in Intl.
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${digits}`;
}

/** Options that change how Intl writes a number: with any of them, Intl writes it. */
const NUMBER_STYLE_OPTIONS = [
  'style',
  'currency',
  'unit',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
] as const;

/**
 * The `number` format of the translations (`{{count, number}}`): counts, so whole numbers,
 * grouped as above; anything else, or a format that asks for more, goes to Intl as i18next
 * would.
 */
export function formatNumber(
  value: unknown,
  language: string | undefined,
  options?: Intl.NumberFormatOptions,
) {
  const plain = !NUMBER_STYLE_OPTIONS.some((option) => options?.[option] !== undefined);
  if (plain && typeof value === 'number' && Number.isSafeInteger(value)) return groupThousands(value);
  return new Intl.NumberFormat(language, options).format(value as number);
}
