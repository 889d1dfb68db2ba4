import { LANGUAGE_TAGS, type Language } from '@petal/contract/languages';
import type { Author, Review } from '@petal/contract/writings';

/** The five rating dimensions of a review (spec section 1), in the spec's order. */
export const RATING_DIMENSIONS = ['price', 'service', 'environment', 'appearance', 'figure'] as const;
export type RatingDimension = (typeof RATING_DIMENSIONS)[number];

/** The average of a review's five ratings, to one decimal place. */
export function overallRating(ratings: Review['ratings']): number {
  const sum = RATING_DIMENSIONS.reduce((total, dimension) => total + ratings[dimension], 0);
  return Math.round((sum / RATING_DIMENSIONS.length) * 10) / 10;
}

/** A member's name as the reader expects it: the Chinese name for Chinese readers, else the English one. */
export function authorName(author: Author, language: string): string {
  const name = language === 'zh' ? author.zh_name : author.en_name;
  return name || author.en_name || author.zh_name;
}

/**
 * The overall rating as shown: one decimal ("4.0"). Written out rather than through
 * `toLocaleString`: a first number format costs a slow phone tens of milliseconds, and each
 * of the app's languages writes these numbers the same way (writings-format.test.ts).
 */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function languageTag(language: string): string {
  return LANGUAGE_TAGS[language as Language] ?? 'en';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in the reader's language: "Nov 3, 2026", "2026年11月3日". */
export function formatDate(epochMs: number, language: string): string {
  const tag = languageTag(language);
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' });
    dateFormats.set(tag, format);
  }
  return format.format(epochMs);
}

/** An id from the address (route parameter or search parameter); null unless a positive integer. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
