import { groupThousands } from './numbers.ts';

/**
 * Whole Hong Kong dollars, the currency the product shows (spec section 1): `HK$1,200`,
 * `-HK$5`. Written out rather than asked of `Intl.NumberFormat` (see numbers.ts): a price is
 * on the first screen of home and of every profile. Intl writes Hong Kong dollars this way in
 * each of the app's languages (money.test.ts).
 */
export function formatHkd(amount: number): string {
  const grouped = groupThousands(amount);
  return grouped.startsWith('-') ? `-HK$${grouped.slice(1)}` : `HK$${grouped}`;
}
