import type { ClientDescribeResponse, ShopDescribeResponse } from '@petal/contract/clients';
import type { Queryable } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import {
  CLIENT_CARD_COLUMNS,
  type ClientCardRow,
  FIRST_PHOTO_JOIN,
  presentCard,
  presentPhoto,
} from './presenters.ts';

interface DetailRow extends ClientCardRow {
  ad_enabled: boolean;
  introduction: string;
  nationality: string | null;
  floor: string | null;
  address_en: string;
  address_zh: string;
  latitude: number | null;
  longitude: number | null;
  street_view_latitude: number | null;
  street_view_longitude: number | null;
  street_view_heading: number | null;
  street_view_pitch: number | null;
  rating_price_sum: number;
  rating_service_sum: number;
  rating_environment_sum: number;
  rating_appearance_sum: number;
  rating_figure_sum: number;
  street_name_en: string;
  street_name_zh: string;
  shop_client_id: number | null;
  shop_name_en: string | null;
  shop_name_zh: string | null;
}

/**
 * A client's profile: everything its page shows. A switched-off ad answers "Client's AD is OFF".
 * With `kind`, a client of the other kind is not found (a girl's id on the shop page).
 */
export async function describeClient(
  db: Queryable,
  clientId: number,
  kind?: 'girl' | 'shop',
): Promise<ClientDescribeResponse> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${CLIENT_CARD_COLUMNS}, c.ad_enabled, c.introduction, c.nationality, c.floor, c.address_en,
            c.address_zh, c.latitude, c.longitude, c.street_view_latitude, c.street_view_longitude,
            c.street_view_heading, c.street_view_pitch, c.rating_price_sum, c.rating_service_sum,
            c.rating_environment_sum, c.rating_appearance_sum, c.rating_figure_sum,
            s.name_en AS street_name_en, s.name_zh AS street_name_zh,
            shop.client_id AS shop_client_id, shop.name_en AS shop_name_en, shop.name_zh AS shop_name_zh
       FROM clients c JOIN streets s ON s.street_id = c.street_id ${FIRST_PHOTO_JOIN}
       -- The profile names the girl's shop in its links: one request instead of a second describe.
       LEFT JOIN clients shop ON shop.client_id = c.shop_id AND shop.kind = 'shop' AND shop.ad_enabled
      WHERE c.client_id = $1`,
    [clientId],
  );
  const row = rows[0];
  if (!row || (kind !== undefined && row.kind !== kind)) throw new AppError('not_found');
  if (!row.ad_enabled) throw new AppError('client_ad_off');

  const photos = await db.query<{ storage_key: string; width: number; height: number }>(
    'SELECT storage_key, width, height FROM client_photos WHERE client_id = $1 ORDER BY position',
    [clientId],
  );
  const packages = await db.query<ClientDescribeResponse['service_packages'][number]>(
    `SELECT service_package_id, name_en, name_zh, description, duration_minutes, price_hkd
       FROM service_packages WHERE client_id = $1 ORDER BY position, service_package_id`,
    [clientId],
  );
  const hours = await db.query<{ weekday: number; opens_at: string; closes_at: string }>(
    `SELECT weekday, to_char(opens_at, 'HH24:MI') AS opens_at, to_char(closes_at, 'HH24:MI') AS closes_at
       FROM working_hours WHERE client_id = $1 ORDER BY weekday`,
    [clientId],
  );
  const average = (sum: number) =>
    row.review_count > 0 ? Math.round((sum / row.review_count) * 100) / 100 : null;
  const hasStreetView =
    row.street_view_latitude !== null &&
    row.street_view_longitude !== null &&
    row.street_view_heading !== null &&
    row.street_view_pitch !== null;

  return {
    ...presentCard(row),
    introduction: row.introduction,
    nationality: row.nationality,
    floor: row.floor,
    street_name_en: row.street_name_en,
    street_name_zh: row.street_name_zh,
    address_en: row.address_en,
    address_zh: row.address_zh,
    latitude: row.latitude,
    longitude: row.longitude,
    street_view: hasStreetView
      ? {
          latitude: row.street_view_latitude!,
          longitude: row.street_view_longitude!,
          heading: row.street_view_heading!,
          pitch: row.street_view_pitch!,
        }
      : null,
    ratings: {
      price: average(row.rating_price_sum),
      service: average(row.rating_service_sum),
      environment: average(row.rating_environment_sum),
      appearance: average(row.rating_appearance_sum),
      figure: average(row.rating_figure_sum),
    },
    photos: photos.rows.map((photo) => presentPhoto(photo.storage_key, photo.width, photo.height)!),
    service_packages: packages.rows,
    working_hours: hours.rows,
    shop:
      row.shop_client_id === null
        ? null
        : { client_id: row.shop_client_id, name_en: row.shop_name_en!, name_zh: row.shop_name_zh! },
  };
}

/** A shop's profile and how many listed girls (ad on) it has: the count find gives for shop_id. */
export async function describeShop(db: Queryable, shopId: number): Promise<ShopDescribeResponse> {
  const shop = await describeClient(db, shopId, 'shop');
  const { rows } = await db.query<{ girl_count: number }>(
    'SELECT count(*) AS girl_count FROM clients WHERE shop_id = $1 AND ad_enabled',
    [shopId],
  );
  return { ...shop, girl_count: rows[0]!.girl_count };
}
