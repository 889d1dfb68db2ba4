import type { ClientCard } from '@petal/contract/clients';
import { PLACEHOLDER_WIDTHS } from '../demo-data/placeholder-images.ts';

/** Stored photos have WebP variants "<key>-<width>.webp" in these widths. */
const PHOTO_WIDTHS = PLACEHOLDER_WIDTHS;

export function presentPhoto(key: string | null, width: number | null, height: number | null) {
  if (!key || !width || !height) return null;
  return {
    url: `/media/${key}-480.webp`,
    srcset: PHOTO_WIDTHS.map((w) => `/media/${key}-${w}.webp ${w}w`).join(', '),
    width,
    height,
  };
}

export interface ClientCardRow {
  client_id: number;
  kind: 'girl' | 'shop';
  shop_id: number | null;
  name_en: string;
  name_zh: string;
  type_id: number;
  country_id: number;
  region1_id: number;
  region2_id: number;
  street_id: number;
  price_hkd: number | null;
  rating: number | null;
  review_count: number;
  followers_count: number;
  views_count: number;
  flowers_24h: number;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  created_at: Date;
}

/** Gifts `g` that are flowers still counting: a sent flower counts for 24 hours. */
export const COUNTING_FLOWERS = `g.product = 'flower' AND g.sent_at > now() - interval '24 hours'`;

/**
 * Flowers client c received in the last 24 hours (the daily flower ranking), from the index on
 * (client_id, sent_at) alone. Gifts go to girls only, so a shop's is 0.
 */
export const FLOWERS_24H = `SELECT coalesce(sum(g.quantity), 0) FROM gifts g
  WHERE g.client_id = c.client_id AND ${COUNTING_FLOWERS}`;

/** The card columns, for `FROM clients c`. */
export const CLIENT_CARD_COLUMNS = `
  c.client_id, c.kind, c.shop_id, c.name_en, c.name_zh, c.type_id, c.country_id, c.region1_id,
  c.region2_id, c.street_id, c.price_hkd, c.review_count, c.followers_count, c.views_count, c.created_at,
  CASE WHEN c.review_count > 0 THEN round((c.rating_price_sum + c.rating_service_sum + c.rating_environment_sum
       + c.rating_appearance_sum + c.rating_figure_sum)::numeric / (5 * c.review_count), 2) END AS rating,
  (${FLOWERS_24H}) AS flowers_24h,
  p.storage_key AS photo_key, p.width AS photo_width, p.height AS photo_height`;

/** The first photo of each client, for `FROM clients c` + this. */
export const FIRST_PHOTO_JOIN = `
  LEFT JOIN LATERAL (SELECT storage_key, width, height FROM client_photos
                      WHERE client_id = c.client_id ORDER BY position LIMIT 1) p ON true`;

export function presentCard(row: ClientCardRow): ClientCard {
  return {
    client_id: row.client_id,
    kind: row.kind,
    shop_id: row.shop_id,
    name_en: row.name_en,
    name_zh: row.name_zh,
    type_id: row.type_id,
    country_id: row.country_id,
    region1_id: row.region1_id,
    region2_id: row.region2_id,
    street_id: row.street_id,
    price_hkd: row.price_hkd,
    rating: row.rating,
    review_count: row.review_count,
    followers: row.followers_count,
    views: row.views_count,
    flowers_24h: row.flowers_24h,
    photo: presentPhoto(row.photo_key, row.photo_width, row.photo_height),
    created_at: row.created_at.getTime(),
  };
}
