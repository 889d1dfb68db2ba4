/**
 * Place and type names are stored in English and Traditional Chinese. Chinese readers get the
 * Chinese name; English and Japanese readers get the English one (place names in Latin
 * letters are what Japanese maps of these ten countries use too).
 */
export function bilingualName(
  entry: { name_en: string; name_zh: string } | undefined,
  language: string,
): string {
  if (!entry) return '';
  return language === 'zh' ? entry.name_zh : entry.name_en;
}
