import type { Language } from './languages.ts';

/**
 * Every error the API can return, by stable snake_case code, with its HTTP status and the
 * message a user sees in each language. The spec's error catalogue (section 8) is here
 * word for word in English; the API sends the code and the English text, and the web app
 * shows the text of the user's language from this table.
 */
interface ErrorDefinition {
  status: number;
  message: Record<Language, string>;
}

export const ERRORS = {
  // Platform: the request itself is wrong.
  validation_failed: {
    status: 400,
    message: { en: 'Validation Failed', zh: '驗證失敗', ja: '入力内容に誤りがあります' },
  },
  malformed_json: {
    status: 400,
    message: {
      en: 'The request body is not valid JSON.',
      zh: '請求內容不是有效的 JSON。',
      ja: 'リクエスト本文が正しい JSON ではありません。',
    },
  },
  unsupported_media_type: {
    status: 415,
    message: {
      en: 'The request body must be sent as application/json.',
      zh: '請求內容必須以 application/json 傳送。',
      ja: 'リクエスト本文は application/json で送信してください。',
    },
  },
  payload_too_large: {
    status: 413,
    message: {
      en: 'The request body is too large.',
      zh: '請求內容過大。',
      ja: 'リクエスト本文が大きすぎます。',
    },
  },
  verify_key_invalid: {
    status: 401,
    message: {
      en: 'The verify key header is missing or wrong.',
      zh: '驗證金鑰標頭缺少或不正確。',
      ja: '検証キーのヘッダーがないか、正しくありません。',
    },
  },
  token_missing: {
    status: 401,
    message: {
      en: 'Please Login Or Register First',
      zh: '請先登入或註冊',
      ja: '先にログインまたは登録してください',
    },
  },
  token_invalid: {
    status: 401,
    message: {
      en: 'Your session has ended. Please log in again.',
      zh: '您的登入已失效，請重新登入。',
      ja: 'セッションが終了しました。もう一度ログインしてください。',
    },
  },
  login_required: {
    status: 403,
    message: {
      en: 'Please Login Or Register First',
      zh: '請先登入或註冊',
      ja: '先にログインまたは登録してください',
    },
  },
  not_found: {
    status: 404,
    message: {
      en: 'Not found.',
      zh: '找不到相關內容。',
      ja: '見つかりません。',
    },
  },
  rate_limited: {
    status: 429,
    message: {
      en: 'Too many attempts. Please wait a moment and try again.',
      zh: '嘗試次數過多，請稍後再試。',
      ja: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
    },
  },
  request_timeout: {
    status: 408,
    message: {
      en: 'The request took too long. Please try again.',
      zh: '請求逾時，請再試一次。',
      ja: 'リクエストがタイムアウトしました。もう一度お試しください。',
    },
  },
  service_unavailable: {
    status: 503,
    message: {
      en: 'The service is busy. Please try again shortly.',
      zh: '服務繁忙，請稍後再試。',
      ja: 'サービスが混み合っています。しばらくしてからお試しください。',
    },
  },
  internal_error: {
    status: 500,
    message: {
      en: 'An error occurred. Please try again.',
      zh: '發生錯誤，請再試一次。',
      ja: 'エラーが発生しました。もう一度お試しください。',
    },
  },

  verification_code_expired: {
    status: 400,
    message: {
      en: 'This code has expired or was tried too often. Please request a new one.',
      zh: '此驗證碼已過期或嘗試次數過多，請重新索取。',
      ja: 'このコードは期限切れか、試行回数が上限に達しました。新しいコードを請求してください。',
    },
  },
  code_resend_too_soon: {
    status: 429,
    message: {
      en: 'A code was just sent. Please wait a minute before asking for another.',
      zh: '驗證碼剛已發送，請等候一分鐘再重新索取。',
      ja: 'コードを送信したばかりです。1分ほど待ってから再度お試しください。',
    },
  },
  verification_required: {
    status: 400,
    message: {
      en: 'Please verify your phone number or email again.',
      zh: '請重新驗證您的電話號碼或電郵。',
      ja: '電話番号またはメールアドレスをもう一度確認してください。',
    },
  },

  // Spec section 8: the catalogue of messages shown to users.
  account_already_exists: {
    status: 409,
    message: { en: 'Account Already Exist!', zh: '帳戶已存在！', ja: 'アカウントは既に存在します！' },
  },
  name_taken: {
    status: 409,
    message: {
      en: 'This name is already taken, Please give a new name',
      zh: '此名稱已被使用，請輸入新的名稱',
      ja: 'この名前は既に使われています。別の名前を入力してください',
    },
  },
  already_registered: {
    status: 409,
    message: {
      en: 'You have already registered this number or email, please login',
      zh: '此電話號碼或電郵已註冊，請登入',
      ja: 'この電話番号またはメールアドレスは登録済みです。ログインしてください',
    },
  },
  incorrect_verification_code: {
    status: 400,
    message: { en: 'Incorrect Verification Code', zh: '驗證碼不正確', ja: '認証コードが正しくありません' },
  },
  wrong_password: {
    status: 401,
    message: { en: 'Wrong Password', zh: '密碼錯誤', ja: 'パスワードが違います' },
  },
  account_not_found: {
    status: 404,
    message: { en: 'Account Does Not Exist', zh: '帳戶不存在', ja: 'アカウントが存在しません' },
  },
  login_failed: {
    status: 401,
    message: { en: 'Login failed', zh: '登入失敗', ja: 'ログインに失敗しました' },
  },
  invalid_account: {
    status: 403,
    message: { en: 'Invalid Account', zh: '無效帳戶', ja: '無効なアカウントです' },
  },
  change_password_failed: {
    status: 400,
    message: {
      en: 'Failed to change password.',
      zh: '更改密碼失敗。',
      ja: 'パスワードの変更に失敗しました。',
    },
  },
  top_up_failed: {
    status: 400,
    message: { en: 'Top Up Failed', zh: '增值失敗', ja: 'チャージに失敗しました' },
  },
  top_up_error: {
    status: 502,
    message: { en: 'Top Up Error', zh: '增值出錯', ja: 'チャージエラー' },
  },
  purchase_failed: {
    status: 400,
    message: { en: 'Purchase Failed', zh: '購買失敗', ja: '購入に失敗しました' },
  },
  not_enough_onecoin: {
    status: 402,
    message: { en: 'Not enough OneCoin', zh: 'OneCoin 不足', ja: 'OneCoin が足りません' },
  },
  balance_not_enough: {
    status: 402,
    message: {
      en: 'Your balance is not enough, please contact CS for assistance',
      zh: '您的餘額不足，請聯絡客服協助',
      ja: '残高が足りません。カスタマーサービスにお問い合わせください',
    },
  },
  not_enough_package: {
    status: 402,
    message: {
      en: 'not enough package, purchase now?',
      zh: '套餐數量不足，立即購買？',
      ja: 'パッケージが足りません。今すぐ購入しますか？',
    },
  },
  transaction_not_found: {
    status: 404,
    message: {
      en: 'transaction not found in wallet (contact customer service if already transferred)',
      zh: '錢包中找不到此交易（如已轉帳，請聯絡客服）',
      ja: 'ウォレットに取引が見つかりません（送金済みの場合はカスタマーサービスへご連絡ください）',
    },
  },
  upload_failed: {
    status: 400,
    message: { en: 'Upload Failed', zh: '上載失敗', ja: 'アップロードに失敗しました' },
  },
  image_upload_failed: {
    status: 400,
    message: {
      en: 'Failed to upload image. Please try again.',
      zh: '上載圖片失敗，請再試一次。',
      ja: '画像のアップロードに失敗しました。もう一度お試しください。',
    },
  },
  image_too_large: {
    status: 413,
    message: {
      en: 'Image size is too large. It must be less than 1MB.',
      zh: '圖片太大，必須小於 1MB。',
      ja: '画像サイズが大きすぎます。1MB 未満にしてください。',
    },
  },
  qr_expired: {
    status: 410,
    message: {
      en: 'The QR Code has expired. Please try again.',
      zh: '二維碼已過期，請再試一次。',
      ja: 'QR コードの有効期限が切れました。もう一度お試しください。',
    },
  },
  client_ad_off: {
    status: 410,
    message: { en: "Client's AD is OFF", zh: '此客戶的廣告已關閉', ja: 'この掲載は現在停止中です' },
  },
  review_not_allowed: {
    status: 403,
    message: {
      en: 'You cannot write review this client at this moment',
      zh: '您目前無法評價此客戶',
      ja: '現在このクライアントのレビューは書けません',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** One place in the request that failed validation. */
export interface FieldIssue {
  /** Where the problem is, e.g. "body.member_id" or "headers.x-verify-key". */
  field: string;
  message: string;
}

/** The one error envelope every failed API call answers with (schema: error-envelope.ts). */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[]; requestId?: string };
}
