/**
 * The server sends bilingual names as one "English|Chinese" string (spec section 3).
 * These two helpers are the only place that format is written or read.
 */
export function joinBilingualName(nameEn: string, nameZh: string): string {
  return `${nameEn}|${nameZh}`;
}

export function splitBilingualName(fullName: string): { en: string; zh: string } {
  const separator = fullName.indexOf('|');
  if (separator === -1) return { en: fullName, zh: fullName };
  return { en: fullName.slice(0, separator), zh: fullName.slice(separator + 1) };
}
