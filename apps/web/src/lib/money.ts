import { LANGUAGE_TAGS, type Language } from '@petal/contract/languages';

const formatters = new Map<string, Intl.NumberFormat>();

/** Whole Hong Kong dollars, the currency the product shows (spec section 1), in the reader's locale. */
export function formatHkd(amount: number, language: string): string {
  const tag = LANGUAGE_TAGS[language as Language] ?? 'en';
  let format = formatters.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'HKD', maximumFractionDigits: 0 });
    formatters.set(tag, format);
  }
  return format.format(amount);
}
