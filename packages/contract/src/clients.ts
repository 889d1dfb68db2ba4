import { z } from 'zod';

/**
 * The viewer calls of spec section 7 for clients: find (filters, keyset pagination, sorts),
 * describe, and the view counter.
 */
import { CLIENT_SORTS } from './client-sorts.ts';

export { CLIENT_SORTS, type ClientSort } from './client-sorts.ts';

const id = z.number().int().positive();

export const clientFindRequestSchema = z.strictObject({
  country_id: id.optional(),
  region1_id: id.optional(),
  region2_id: id.optional(),
  /** -1 is the Reservation street. */
  street_id: z.number().int().min(-1).optional(),
  type_id: id.optional(),
  kind: z.enum(['girl', 'shop']).optional(),
  /** The girls of one shop. */
  shop_id: id.optional(),
  /** A special service category of /specialCat/typeList (/fantasy-filter). */
  special_category_id: id.optional(),
  sort: z.enum(CLIENT_SORTS).default('newest'),
  limit: z.number().int().min(1).max(50).default(20),
  /** From the previous page's next_cursor; tied to the sort it came from. */
  cursor: z.string().max(200).optional(),
});
export type ClientFindRequest = z.input<typeof clientFindRequestSchema>;

export const photoSchema = z.object({
  /** The 480 px wide WebP; srcset lists every width. */
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const clientCardSchema = z.object({
  client_id: z.number().int(),
  kind: z.enum(['girl', 'shop']),
  shop_id: z.number().int().nullable(),
  name_en: z.string(),
  name_zh: z.string(),
  type_id: z.number().int(),
  country_id: z.number().int(),
  region1_id: z.number().int(),
  region2_id: z.number().int(),
  street_id: z.number().int(),
  price_hkd: z.number().int().nullable(),
  /** Average of the five rating dimensions over all reviews, 1-5; null without reviews. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  followers: z.number().int(),
  views: z.number().int(),
  /** Flowers received in the last 24 hours (girls only; always 0 for a shop). */
  flowers_24h: z.number().int(),
  photo: photoSchema.nullable(),
  created_at: z.number().int(),
});
export type ClientCard = z.infer<typeof clientCardSchema>;

export const clientFindResponseSchema = z.object({
  items: z.array(clientCardSchema),
  next_cursor: z.string().nullable(),
});
export type ClientFindResponse = z.infer<typeof clientFindResponseSchema>;

export const clientDescribeRequestSchema = z.strictObject({ client_id: id });

const ratingDimension = z.number().nullable();
export const clientDescribeResponseSchema = clientCardSchema.extend({
  introduction: z.string(),
  nationality: z.string().nullable(),
  floor: z.string().nullable(),
  /** The street's names (street -1 is "Reservation"). */
  street_name_en: z.string(),
  street_name_zh: z.string(),
  address_en: z.string(),
  address_zh: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  street_view: z
    .object({ latitude: z.number(), longitude: z.number(), heading: z.number(), pitch: z.number() })
    .nullable(),
  ratings: z.object({
    price: ratingDimension,
    service: ratingDimension,
    environment: ratingDimension,
    appearance: ratingDimension,
    figure: ratingDimension,
  }),
  photos: z.array(photoSchema),
  service_packages: z.array(
    z.object({
      service_package_id: z.number().int(),
      name_en: z.string(),
      name_zh: z.string(),
      description: z.string(),
      duration_minutes: z.number().int(),
      price_hkd: z.number().int(),
    }),
  ),
  /** Weekday 0 is Sunday; times in the client's country, "HH:MM"; closes before opens runs past midnight. */
  working_hours: z.array(
    z.object({ weekday: z.number().int(), opens_at: z.string(), closes_at: z.string() }),
  ),
  /**
   * A girl's shop, named for the profile's links, while its ad is on; null for a shop, a girl
   * on her own, or when her shop is switched off or gone.
   */
  shop: z.object({ client_id: z.number().int(), name_en: z.string(), name_zh: z.string() }).nullable(),
});
export type ClientDescribeResponse = z.infer<typeof clientDescribeResponseSchema>;

export const viewCounterRequestSchema = z.strictObject({ client_id: id });
export const viewCounterResponseSchema = z.object({
  views: z.number().int(),
  /** False when this viewer already counted today. */
  counted: z.boolean(),
});
export type ViewCounterResponse = z.infer<typeof viewCounterResponseSchema>;

/** /client-search: names in English or Chinese, partial words and small typos forgiven. */
export const clientSearchRequestSchema = z.strictObject({
  q: z.string().trim().min(1, 'required').max(60, 'invalid_value'),
  country_id: id.optional(),
  limit: z.number().int().min(1).max(30).default(20),
});
export const clientSearchResponseSchema = z.object({ items: z.array(clientCardSchema) });

/** /viewer/shop/describe: a shop's profile and how many listed girls it has. */
export const shopDescribeRequestSchema = z.strictObject({ shop_id: id });
export const shopDescribeResponseSchema = clientDescribeResponseSchema.extend({
  girl_count: z.number().int(),
});
export type ShopDescribeResponse = z.infer<typeof shopDescribeResponseSchema>;

/** /specialCat/typeList: the special service categories (/fantasy-filter) with their counts. */
export const specialCategoryListRequestSchema = z.strictObject({ country_id: id.optional() });
export const specialCategoryListResponseSchema = z.object({
  items: z.array(
    z.object({
      special_category_id: z.number().int(),
      name_en: z.string(),
      name_zh: z.string(),
      /** Listed clients (ad on) in the category, in the requested country or everywhere. */
      total: z.number().int(),
    }),
  ),
});
export type SpecialCategoryListResponse = z.infer<typeof specialCategoryListResponseSchema>;
