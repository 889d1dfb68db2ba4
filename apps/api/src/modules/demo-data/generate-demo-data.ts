import { COUNTRIES, type CountryCode } from '@petal/contract/countries';
import type { Language } from '@petal/contract/languages';
import type { Database, Queryable } from '../../platform/database.ts';
import { insertRows } from './bulk-insert.ts';
import {
  CHINESE_GIVEN_NAMES,
  CHINESE_SURNAMES,
  COMMENT_BODIES,
  ENGLISH_GIVEN_NAMES,
  INTRODUCTIONS,
  MEMBER_CHINESE_NAMES,
  MEMBER_ENGLISH_NAMES,
  MEMBER_POST_BODIES,
  NATIONALITIES,
  REVIEW_BODIES,
  SERVICE_PACKAGES,
  SHOP_INTRODUCTIONS,
  SHOP_NAMES,
  SPECIAL_CATEGORIES,
  STORY_BODIES,
  STORY_TITLES,
} from './demo-text.ts';
import { DEMO_GEOGRAPHY } from './geography.ts';
import { PLACEHOLDER_ASPECT, PLACEHOLDER_COUNT, placeholderKey } from './placeholder-images.ts';
import { createRandom } from './random.ts';

export const DEFAULT_DEMO_SEED = 20_261_123;

const CLIENT_TYPES = [
  { en: 'Companion', zh: '伴遊', kind: 'girl' },
  { en: 'Super Companion', zh: '超級伴遊', kind: 'girl' },
  { en: 'Massage', zh: '按摩', kind: 'girl' },
  { en: 'Super Massage', zh: '超級按摩', kind: 'girl' },
  { en: 'Hostess', zh: '公關', kind: 'girl' },
  { en: 'Spa', zh: '水療', kind: 'shop' },
  { en: 'Lounge', zh: '酒廊', kind: 'shop' },
  { en: 'Karaoke', zh: '卡拉OK', kind: 'shop' },
  { en: 'Studio', zh: '工作室', kind: 'shop' },
] as const;

/** Which of CLIENT_TYPES (by index) each country lists by default. */
const COUNTRY_TYPE_INDEXES: Record<CountryCode, number[]> = {
  HK: [0, 1, 2, 3, 4, 5, 6, 7],
  MO: [0, 1, 2, 4, 5, 6, 7],
  JP: [0, 1, 2, 3, 5, 8],
  GB: [0, 2, 5, 8],
  TH: [0, 1, 2, 3, 5, 6],
  VN: [0, 2, 3, 5, 7],
  PH: [0, 1, 2, 5, 6],
  ID: [0, 2, 3, 5, 6],
  TW: [0, 1, 2, 4, 5, 7],
  CN: [0, 1, 2, 4, 5, 6, 7],
};

/** How the listings spread over the countries. */
const COUNTRY_WEIGHTS: Record<CountryCode, number> = {
  HK: 24,
  MO: 8,
  JP: 14,
  GB: 6,
  TH: 12,
  VN: 7,
  PH: 8,
  ID: 6,
  TW: 9,
  CN: 6,
};

const CONTENT_LANGUAGE: Record<CountryCode, Language> = {
  HK: 'zh',
  MO: 'zh',
  TW: 'zh',
  CN: 'zh',
  JP: 'ja',
  GB: 'en',
  TH: 'en',
  VN: 'en',
  PH: 'en',
  ID: 'en',
};

interface Place {
  countryId: number;
  code: CountryCode;
  region1Id: number;
  region2Id: number;
  region2: { en: string; zh: string; lat: number; lng: number };
  streets: { streetId: number; en: string; zh: string }[];
}

interface ClientRow {
  id: number;
  kind: 'girl' | 'shop';
  shopId: number | null;
  typeId: number;
  place: Place;
  streetId: number;
  row: unknown[];
}

export interface DemoDataOptions {
  clients: number;
  seed?: number;
  now?: Date;
}

export interface DemoDataSummary {
  clients: number;
  members: number;
  reviews: number;
  stories: number;
  memberPosts: number;
  comments: number;
  /** Flowers and hearts received in the 48 hours before `now`. */
  gifts: number;
}

/** Is there anything listed yet? The start-up seeds only an empty catalog. */
export async function catalogIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM client_types) AND NOT EXISTS (SELECT 1 FROM clients) AS empty',
  );
  return rows[0]?.empty ?? true;
}

/** Any stable number, apart from the migrations' lock. */
const DEMO_DATA_LOCK_KEY = 7_320_115;

/**
 * Loads demo data when the catalog is empty, else does nothing and returns null. The check
 * and the load run in one transaction under an advisory lock, so instances starting at once
 * on one empty database load it once.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  options: DemoDataOptions,
): Promise<DemoDataSummary | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_DATA_LOCK_KEY]);
    if (!(await catalogIsEmpty(tx))) return null;
    return generateDemoData(db, options);
  });
}

/**
 * Fills every catalog table with believable, non-explicit demo content for all ten
 * countries. Deterministic: the same seed and size give the same rows. Runs in one
 * transaction, so a failure leaves the database as it was. Expects the countries to be
 * synced and the catalog to be empty.
 */
export async function generateDemoData(db: Database, options: DemoDataOptions): Promise<DemoDataSummary> {
  const random = createRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const now = (options.now ?? new Date()).getTime();
  const clientCount = options.clients;
  const daysAgo = (maxDays: number) => new Date(now - random.int(0, maxDays * 24 * 60) * 60_000);

  return db.transaction(async (tx) => {
    // Triggers keep counts per row; for a bulk load they are recomputed once at the end.
    await tx.exec(`ALTER TABLE clients DISABLE TRIGGER USER; ALTER TABLE reviews DISABLE TRIGGER USER;
                   ALTER TABLE client_special_categories DISABLE TRIGGER USER; ALTER TABLE gifts DISABLE TRIGGER USER;`);

    // Client types and each country's defaults.
    await insertRows(
      tx,
      'client_types',
      [
        { name: 'type_id', type: 'int' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
        { name: 'sort_order', type: 'int' },
      ],
      CLIENT_TYPES.map((type, index) => [index + 1, type.en, type.zh, index + 1]),
    );
    const countryTypes: unknown[][] = [];
    for (const country of COUNTRIES) {
      COUNTRY_TYPE_INDEXES[country.code].forEach((typeIndex, order) => {
        countryTypes.push([country.countryId, typeIndex + 1, order + 1]);
      });
    }
    await insertRows(
      tx,
      'country_client_types',
      [
        { name: 'country_id', type: 'smallint' },
        { name: 'type_id', type: 'int' },
        { name: 'sort_order', type: 'int' },
      ],
      countryTypes,
    );

    // Geography.
    const places: Place[] = [];
    const region1Rows: unknown[][] = [];
    const region2Rows: unknown[][] = [];
    const streetRows: unknown[][] = [];
    let region1Id = 0;
    let region2Id = 0;
    let streetId = 0;
    for (const country of COUNTRIES) {
      DEMO_GEOGRAPHY[country.code].forEach((region1, region1Order) => {
        region1Id++;
        region1Rows.push([region1Id, country.countryId, region1.en, region1.zh, region1Order + 1]);
        region1.region2.forEach((region2, region2Order) => {
          region2Id++;
          region2Rows.push([
            region2Id,
            region1Id,
            region2.en,
            region2.zh,
            region2.lat,
            region2.lng,
            region2Order + 1,
          ]);
          const streets = region2.streets.map((street) => {
            streetId++;
            streetRows.push([streetId, region2Id, street.en, street.zh]);
            return { streetId, en: street.en, zh: street.zh };
          });
          places.push({
            countryId: country.countryId,
            code: country.code,
            region1Id,
            region2Id,
            region2,
            streets,
          });
        });
      });
    }
    await insertRows(
      tx,
      'region1',
      [
        { name: 'region1_id', type: 'int' },
        { name: 'country_id', type: 'smallint' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
        { name: 'sort_order', type: 'int' },
      ],
      region1Rows,
    );
    await insertRows(
      tx,
      'region2',
      [
        { name: 'region2_id', type: 'int' },
        { name: 'region1_id', type: 'int' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
        { name: 'latitude', type: 'float8' },
        { name: 'longitude', type: 'float8' },
        { name: 'sort_order', type: 'int' },
      ],
      region2Rows,
    );
    await insertRows(
      tx,
      'streets',
      [
        { name: 'street_id', type: 'int' },
        { name: 'region2_id', type: 'int' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
      ],
      streetRows,
    );

    // Members: authors of reviews, posts and comments. Demo members have no password.
    const memberCount = Math.max(60, Math.round(clientCount / 3));
    const memberRows: unknown[][] = [];
    for (let index = 0; index < memberCount; index++) {
      const round = Math.floor(index / MEMBER_ENGLISH_NAMES.length);
      const enName =
        MEMBER_ENGLISH_NAMES[index % MEMBER_ENGLISH_NAMES.length]! + (round ? ` ${round + 1}` : '');
      const zhRound = Math.floor(index / MEMBER_CHINESE_NAMES.length);
      const zhName = MEMBER_CHINESE_NAMES[index % MEMBER_CHINESE_NAMES.length]! + chineseNumber(zhRound);
      memberRows.push([
        index + 1,
        clientCode(index),
        enName,
        zhName,
        random.pick(COUNTRIES).countryId,
        daysAgo(720),
      ]);
    }
    await insertRows(
      tx,
      'members',
      [
        { name: 'member_id', type: 'bigint' },
        { name: 'client_code', type: 'text' },
        { name: 'en_name', type: 'text' },
        { name: 'zh_name', type: 'text' },
        { name: 'country_id', type: 'smallint' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      memberRows,
    );

    // Clients: shops first, then girls, some of them in a shop.
    const placesByCountry = new Map<CountryCode, Place[]>();
    for (const place of places) {
      const list = placesByCountry.get(place.code) ?? [];
      list.push(place);
      placesByCountry.set(place.code, list);
    }
    const countryWeights = COUNTRIES.map((country) => ({
      item: country.code,
      weight: COUNTRY_WEIGHTS[country.code],
    }));
    const shopCount = Math.max(COUNTRIES.length, Math.round(clientCount * 0.15));
    const clients: ClientRow[] = [];
    const shopsByCountry = new Map<CountryCode, ClientRow[]>();

    for (let index = 0; index < clientCount; index++) {
      const id = index + 1;
      // Every country gets a shop before any gets a second one.
      const isShop = index < shopCount;
      const code =
        isShop && index < COUNTRIES.length ? COUNTRIES[index]!.code : random.weighted(countryWeights);
      const kind = isShop ? 'shop' : 'girl';
      const typeChoices = COUNTRY_TYPE_INDEXES[code].filter(
        (typeIndex) => CLIENT_TYPES[typeIndex]!.kind === kind,
      );
      const typeId = random.pick(typeChoices) + 1;

      const countryShops = shopsByCountry.get(code) ?? [];
      const shop =
        !isShop && countryShops.length > 0 && random.chance(0.35) ? random.pick(countryShops) : null;
      const place = shop ? shop.place : random.pick(placesByCountry.get(code)!);
      const street = shop ? null : random.chance(0.06) ? null : random.pick(place.streets);
      const streetIdOfClient = shop ? shop.streetId : (street?.streetId ?? -1);
      const streetNames = place.streets.find((s) => s.streetId === streetIdOfClient);

      const language = CONTENT_LANGUAGE[code];
      const shopName = isShop ? random.pick(SHOP_NAMES) : null;
      const nameEn = shopName ? `${shopName.en} ${place.region2.en}` : random.pick(ENGLISH_GIVEN_NAMES);
      const nameZh = shopName
        ? `${shopName.zh}（${place.region2.zh}店）`
        : random.pick(CHINESE_SURNAMES) + random.pick(CHINESE_GIVEN_NAMES);
      const introduction = random.pick((isShop ? SHOP_INTRODUCTIONS : INTRODUCTIONS)[language]);
      const floorNumber = random.int(1, 28);
      const houseNumber = random.int(1, 320);
      const latitude = place.region2.lat + (random.next() - 0.5) * 0.012;
      const longitude = place.region2.lng + (random.next() - 0.5) * 0.012;
      const addressEn = streetNames
        ? `${floorNumber}/F, ${houseNumber} ${streetNames.en}, ${place.region2.en}`
        : `By reservation, ${place.region2.en}`;
      const addressZh = streetNames
        ? `${place.region2.zh}${streetNames.zh}${houseNumber}號${floorNumber}樓`
        : `${place.region2.zh}（預約）`;

      const client: ClientRow = {
        id,
        kind,
        shopId: shop?.id ?? null,
        typeId,
        place,
        streetId: streetIdOfClient,
        row: [
          id,
          kind,
          shop?.id ?? null,
          typeId,
          place.countryId,
          place.region1Id,
          place.region2Id,
          streetIdOfClient,
          nameEn,
          nameZh,
          introduction,
          isShop ? null : random.pick(NATIONALITIES),
          isShop ? null : random.int(5, 30) * 100,
          streetNames ? `${floorNumber}/F` : null,
          addressEn,
          addressZh,
          latitude,
          longitude,
          streetNames ? latitude + 0.0002 : null,
          streetNames ? longitude - 0.0002 : null,
          streetNames ? random.int(0, 359) : null,
          streetNames ? random.int(-10, 10) : null,
          !random.chance(0.03),
          random.int(0, 2400),
          random.int(50, 60_000),
          daysAgo(400),
        ],
      };
      clients.push(client);
      if (isShop) {
        countryShops.push(client);
        shopsByCountry.set(code, countryShops);
      }
    }
    await insertRows(
      tx,
      'clients',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'kind', type: 'text' },
        { name: 'shop_id', type: 'bigint' },
        { name: 'type_id', type: 'int' },
        { name: 'country_id', type: 'smallint' },
        { name: 'region1_id', type: 'int' },
        { name: 'region2_id', type: 'int' },
        { name: 'street_id', type: 'int' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
        { name: 'introduction', type: 'text' },
        { name: 'nationality', type: 'text' },
        { name: 'price_hkd', type: 'int' },
        { name: 'floor', type: 'text' },
        { name: 'address_en', type: 'text' },
        { name: 'address_zh', type: 'text' },
        { name: 'latitude', type: 'float8' },
        { name: 'longitude', type: 'float8' },
        { name: 'street_view_latitude', type: 'float8' },
        { name: 'street_view_longitude', type: 'float8' },
        { name: 'street_view_heading', type: 'real' },
        { name: 'street_view_pitch', type: 'real' },
        { name: 'ad_enabled', type: 'boolean' },
        { name: 'followers_count', type: 'int' },
        { name: 'views_count', type: 'bigint' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      clients.map((client) => client.row),
    );

    // Photos, packages and opening hours.
    const photoRows: unknown[][] = [];
    const packageRows: unknown[][] = [];
    const hourRows: unknown[][] = [];
    const photoWidth = 600;
    const photoHeight = (photoWidth / PLACEHOLDER_ASPECT.width) * PLACEHOLDER_ASPECT.height;
    for (const client of clients) {
      const photos = random.int(1, 4);
      const first = random.int(0, PLACEHOLDER_COUNT - 1);
      for (let position = 0; position < photos; position++) {
        photoRows.push([
          client.id,
          position,
          placeholderKey((first + position * 7) % PLACEHOLDER_COUNT),
          photoWidth,
          photoHeight,
        ]);
      }
      const packageCount = random.int(1, 3);
      const firstPackage = random.int(0, SERVICE_PACKAGES.length - 1);
      for (let position = 0; position < packageCount; position++) {
        const offer = SERVICE_PACKAGES[(firstPackage + position * 5) % SERVICE_PACKAGES.length]!;
        packageRows.push([
          client.id,
          offer.en,
          offer.zh,
          offer.description,
          offer.minutes,
          offer.priceHkd + random.int(0, 6) * 100,
          position,
        ]);
      }
      const opensHour = random.int(10, 15);
      const closesHour = random.pick([22, 23, 0, 1, 2]);
      const dayOff = random.int(0, 7); // 7: open every day
      for (let weekday = 0; weekday < 7; weekday++) {
        if (weekday === dayOff) continue;
        hourRows.push([client.id, weekday, `${opensHour}:00`, `${closesHour}:00`]);
      }
    }
    await insertRows(
      tx,
      'client_photos',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'position', type: 'smallint' },
        { name: 'storage_key', type: 'text' },
        { name: 'width', type: 'int' },
        { name: 'height', type: 'int' },
      ],
      photoRows,
    );
    await insertRows(
      tx,
      'service_packages',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
        { name: 'description', type: 'text' },
        { name: 'duration_minutes', type: 'int' },
        { name: 'price_hkd', type: 'int' },
        { name: 'position', type: 'smallint' },
      ],
      packageRows,
    );
    await insertRows(
      tx,
      'working_hours',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'weekday', type: 'smallint' },
        { name: 'opens_at', type: 'time' },
        { name: 'closes_at', type: 'time' },
      ],
      hourRows,
    );

    // Stories, reviews and client posts.
    const storyRows: unknown[][] = [];
    const reviewRows: unknown[][] = [];
    const clientPostRows: unknown[][] = [];
    const maxReviews = clientCount <= 5000 ? 6 : 2;
    for (const client of clients) {
      const language = CONTENT_LANGUAGE[client.place.code];
      if (client.kind === 'girl' && random.chance(0.5)) {
        storyRows.push([
          client.id,
          random.pick(STORY_TITLES[language]),
          random.pick(STORY_BODIES[language]),
          language,
          placeholderKey(random.int(0, PLACEHOLDER_COUNT - 1)),
          random.int(10, 9000),
          daysAgo(120),
        ]);
      }
      const reviewCount = random.int(0, maxReviews);
      const quality = random.int(3, 5);
      for (let index = 0; index < reviewCount; index++) {
        const rating = () => Math.max(1, Math.min(5, quality + random.int(-1, 1)));
        reviewRows.push([
          client.id,
          random.int(1, memberCount),
          rating(),
          rating(),
          rating(),
          rating(),
          rating(),
          random.pick(REVIEW_BODIES[language]),
          language,
          daysAgo(300),
        ]);
      }
      if (random.chance(0.4)) {
        clientPostRows.push([
          client.id,
          random.pick(STORY_BODIES[language]),
          placeholderKey(random.int(0, PLACEHOLDER_COUNT - 1)),
          daysAgo(60),
        ]);
      }
    }
    await insertRows(
      tx,
      'stories',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'title', type: 'text' },
        { name: 'body', type: 'text' },
        { name: 'language', type: 'text' },
        { name: 'photo_key', type: 'text' },
        { name: 'views_count', type: 'bigint' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      storyRows,
    );
    await insertRows(
      tx,
      'reviews',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'member_id', type: 'bigint' },
        { name: 'rating_price', type: 'smallint' },
        { name: 'rating_service', type: 'smallint' },
        { name: 'rating_environment', type: 'smallint' },
        { name: 'rating_appearance', type: 'smallint' },
        { name: 'rating_figure', type: 'smallint' },
        { name: 'body', type: 'text' },
        { name: 'language', type: 'text' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      reviewRows,
    );
    await insertRows(
      tx,
      'client_posts',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'body', type: 'text' },
        { name: 'photo_key', type: 'text' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      clientPostRows,
    );

    // Member posts and comments on them.
    const memberPostCount = Math.max(40, Math.round(clientCount / 2));
    const memberPostRows: unknown[][] = [];
    const languages: Language[] = ['en', 'zh', 'ja'];
    for (let index = 0; index < memberPostCount; index++) {
      const language = random.pick(languages);
      memberPostRows.push([
        index + 1,
        random.int(1, memberCount),
        random.chance(0.6) ? random.int(1, clientCount) : null,
        random.pick(MEMBER_POST_BODIES[language]),
        random.chance(0.5) ? placeholderKey(random.int(0, PLACEHOLDER_COUNT - 1)) : null,
        daysAgo(90),
      ]);
    }
    await insertRows(
      tx,
      'member_posts',
      [
        { name: 'post_id', type: 'bigint' },
        { name: 'member_id', type: 'bigint' },
        { name: 'client_id', type: 'bigint' },
        { name: 'body', type: 'text' },
        { name: 'photo_key', type: 'text' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      memberPostRows,
    );
    const commentRows: unknown[][] = [];
    for (const post of memberPostRows) {
      const postCreated = (post[5] as Date).getTime();
      for (let index = random.int(0, 4); index > 0; index--) {
        const language = random.pick(languages);
        const createdAt = new Date(Math.min(now, postCreated + random.int(1, 5 * 24 * 60) * 60_000));
        commentRows.push([
          random.int(1, memberCount),
          post[0],
          random.pick(COMMENT_BODIES[language]),
          createdAt,
        ]);
      }
    }
    await insertRows(
      tx,
      'comments',
      [
        { name: 'member_id', type: 'bigint' },
        { name: 'member_post_id', type: 'bigint' },
        { name: 'body', type: 'text' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      commentRows,
    );

    // Special categories and gifts draw from their own sequence, so adding them left every
    // row above as it was for a given seed.
    const extras = createRandom((options.seed ?? DEFAULT_DEMO_SEED) ^ 0x5eed_f10);
    await insertRows(
      tx,
      'special_categories',
      [
        { name: 'special_category_id', type: 'int' },
        { name: 'name_en', type: 'text' },
        { name: 'name_zh', type: 'text' },
        { name: 'sort_order', type: 'int' },
      ],
      SPECIAL_CATEGORIES.map((category, index) => [index + 1, category.en, category.zh, index + 1]),
    );
    const categoryWeights = SPECIAL_CATEGORIES.map((category, index) => ({
      item: index + 1,
      weight: category.weight,
    }));
    const clientCategoryRows: unknown[][] = [];
    const giftRows: unknown[][] = [];
    for (const client of clients) {
      // 0-3 categories, the popular ones more often.
      const wanted = extras.weighted([
        { item: 0, weight: 25 },
        { item: 1, weight: 35 },
        { item: 2, weight: 25 },
        { item: 3, weight: 15 },
      ]);
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(extras.weighted(categoryWeights));
      for (const categoryId of [...chosen].sort((a, b) => a - b)) {
        clientCategoryRows.push([client.id, categoryId]);
      }
      if (client.kind !== 'girl') continue;
      // Some girls received flowers (a few of them many) and hearts over the last two days.
      const receivesFlowers = extras.chance(0.12);
      const flowerGifts = receivesFlowers ? extras.int(1, extras.chance(0.1) ? 12 : 4) : 0;
      const heartGifts = extras.chance(0.06) ? extras.int(1, 3) : 0;
      for (let index = 0; index < flowerGifts + heartGifts; index++) {
        giftRows.push([
          giftRows.length + 1,
          client.id,
          extras.int(1, memberCount),
          index < flowerGifts ? 'flower' : 'heart',
          extras.pick([1, 1, 1, 1, 2, 3, 5, 9]),
          new Date(now - extras.int(1, 48 * 60 * 60) * 1000),
        ]);
      }
    }
    await insertRows(
      tx,
      'client_special_categories',
      [
        { name: 'client_id', type: 'bigint' },
        { name: 'special_category_id', type: 'int' },
      ],
      clientCategoryRows,
    );
    await insertRows(
      tx,
      'gifts',
      [
        { name: 'gift_id', type: 'bigint' },
        { name: 'client_id', type: 'bigint' },
        { name: 'member_id', type: 'bigint' },
        { name: 'product', type: 'text' },
        { name: 'quantity', type: 'int' },
        { name: 'sent_at', type: 'timestamptz' },
      ],
      giftRows,
    );

    // What the triggers would have kept, computed once.
    await tx.exec(`
      UPDATE clients c SET review_count = r.n, rating_price_sum = r.price, rating_service_sum = r.service,
             rating_environment_sum = r.environment, rating_appearance_sum = r.appearance,
             rating_figure_sum = r.figure
        FROM (SELECT client_id, count(*) AS n, sum(rating_price) AS price, sum(rating_service) AS service,
                     sum(rating_environment) AS environment, sum(rating_appearance) AS appearance,
                     sum(rating_figure) AS figure
                FROM reviews GROUP BY client_id) r
       WHERE c.client_id = r.client_id;
      DELETE FROM client_type_counts;
      INSERT INTO client_type_counts (region2_id, street_id, type_id, total)
        SELECT region2_id, street_id, type_id, count(*) FROM clients WHERE ad_enabled
         GROUP BY region2_id, street_id, type_id;
      UPDATE stories SET photo_width = 600, photo_height = 800 WHERE photo_key IS NOT NULL;
      UPDATE client_posts SET photo_width = 600, photo_height = 800 WHERE photo_key IS NOT NULL;
      UPDATE member_posts SET photo_width = 600, photo_height = 800 WHERE photo_key IS NOT NULL;
      DELETE FROM special_category_counts;
      INSERT INTO special_category_counts (special_category_id, country_id, total)
        SELECT s.special_category_id, c.country_id, count(*)
          FROM client_special_categories s JOIN clients c USING (client_id)
         WHERE c.ad_enabled GROUP BY 1, 2;
      UPDATE catalog_revision SET revision = revision + 1;
      ALTER TABLE clients ENABLE TRIGGER USER;
      ALTER TABLE reviews ENABLE TRIGGER USER;
      ALTER TABLE client_special_categories ENABLE TRIGGER USER;
      ALTER TABLE gifts ENABLE TRIGGER USER;
    `);
    for (const [table, column] of [
      ['client_types', 'type_id'],
      ['region1', 'region1_id'],
      ['region2', 'region2_id'],
      ['streets', 'street_id'],
      ['members', 'member_id'],
      ['clients', 'client_id'],
      ['member_posts', 'post_id'],
      ['special_categories', 'special_category_id'],
      ['gifts', 'gift_id'],
    ] as const) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
      );
    }

    return {
      clients: clients.length,
      members: memberCount,
      reviews: reviewRows.length,
      stories: storyRows.length,
      memberPosts: memberPostRows.length,
      comments: commentRows.length,
      gifts: giftRows.length,
    };
  });
}

/** A unique 9-digit Client ID per index, spread out so neighbours do not look sequential. */
function clientCode(index: number): string {
  return String(100_000_000 + ((index * 104_729 + 7_919) % 900_000_000));
}

const CHINESE_DIGITS = '〇一二三四五六七八九';
/** 0 -> '', 12 -> '一二': keeps Chinese-only member names unique past the name list. */
function chineseNumber(value: number): string {
  return value === 0 ? '' : [...String(value)].map((digit) => CHINESE_DIGITS[Number(digit)]).join('');
}
