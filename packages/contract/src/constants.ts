/**
 * Business constants of spec section 9 and the product decisions, in one place for the web
 * app and the API. Durations are in milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LAYOUT_MAX_WIDTH_PX = 480;

export const REQUEST_TIMEOUT_MS = 30 * SECOND;

/** Largest JSON body the API accepts; uploads go through their own limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const IMAGE_UPLOAD_LIMIT_BYTES = 1024 * 1024;

export const CACHE_SECONDS = {
  memberProfile: 30 * 60,
  clientData: 24 * 60 * 60,
  clientTypeStatistics: 5 * 60,
  hierarchy: 5 * 60,
} as const;

export const SESSION = {
  /** A member token lives this long from login or refresh. */
  memberTokenLifetimeMs: 60 * MINUTE,
  /** The server rejects a member token unused for longer than this. */
  memberIdleLimitMs: 30 * MINUTE,
  /** No session outlives this, however often it is refreshed. */
  memberSessionMaxAgeMs: 7 * DAY,
  guestTokenLifetimeMs: 24 * HOUR,
  /** Client-side idle warning and automatic logout (spec section 4). */
  idleWarningAfterMs: 10 * MINUTE,
  idleLogoutAfterMs: 15 * MINUTE,
  expiryWarningBeforeMs: 5 * MINUTE,
} as const;

export const VERIFICATION_CODE = {
  digits: 6,
  validForMs: 10 * MINUTE,
  maxWrongTries: 5,
  resendAfterMs: 1 * MINUTE,
} as const;

export const CLIENT_ID_DIGITS = 9;
export const PASSWORD_MIN_LENGTH = 6;

export const TOP_UP = {
  minimumUsdt: 200,
  feeBelowMinimumUsdt: 10,
  /** OneCoin per USDT at the default rate (the HKD peg), as a ratio of integers. */
  defaultRateOneCoinPerUsdt: { numerator: 78, denominator: 10 },
} as const;

export const GIFTS = {
  sentGiftCountsForMs: 24 * HOUR,
  dailyFlowerPackageDays: [60, 7],
} as const;

export const REVIEW_REWARD_WINDOW_MS = 7 * DAY;
/**
 * A profile counts as viewed once it has been on screen this long (decision 021): an open
 * that is left at once (a mistaken tap, a quick Back) is not a view.
 */
export const PROFILE_VIEW_DWELL_MS = 1 * SECOND;
export const QR_PAYLOAD_LIFETIME_MS = 5 * MINUTE;

export const INQUIRY_UPLOADS = { maxPhotos: 3, maxVideos: 1 } as const;

export const CURRENCY_SHOWN = 'HKD';

/** Header that carries the spec's verify key on every call but health and docs. */
export const VERIFY_KEY_HEADER = 'x-verify-key';
/** Used when VERIFY_KEY is not configured, so a fresh clone works; production sets its own. */
export const DEVELOPMENT_VERIFY_KEY = 'petal-development-verify-key';

/** The street every region has for clients seen by reservation only. */
export const RESERVATION_STREET_ID = -1;
export const RESERVATION_STREET_NAME = { en: 'Reservation', zh: '預訂' } as const;

export const ASSISTANT = {
  bubbleEveryMs: 5 * SECOND,
  bubbleLastsMs: 2 * SECOND,
  greetingDelayMs: 500,
  typingIndicatorMs: { min: 500, max: 1500 },
  optionReplyDelayMs: 1 * SECOND,
  clientTypeSelectionDelayMs: 2 * SECOND,
  confirmMessageDelayMs: 1500,
  redirectDelayMs: 5 * SECOND,
  speechDebounceAndroidMs: 250,
  speechRateFirefox: 0.89,
  optionGridColumns: 3,
  replyVariantsMax: 3,
  voiceCommandThreshold: 0.8,
} as const;

/** Hours of the day (country time) where the greeting changes: morning < 12, afternoon < 18. */
export const GREETING_HOURS = { afternoonFrom: 12, eveningFrom: 18 } as const;
