/** The app's languages. "zh" is Chinese written in Traditional characters. */
export const LANGUAGES = ['en', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag for `<html lang>` and Intl APIs. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', zh: 'zh-Hant', ja: 'ja' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
