import type { Language } from './languages.ts';

/**
 * Spec section 5's validation rules, as message ids shared by the API (which returns the id
 * as the message of each field issue) and the web app (which shows it in the user's
 * language). The English texts the spec gives are kept word for word.
 */
export const VALIDATION_MESSAGES = {
  required: { en: 'This field is required', zh: '此欄位必須填寫', ja: 'この項目は必須です' },
  invalid_email: { en: 'Invalid Email', zh: '電郵地址無效', ja: 'メールアドレスが正しくありません' },
  invalid_phone: { en: 'Invalid phone number', zh: '電話號碼無效', ja: '電話番号が正しくありません' },
  en_name_first_letter: {
    en: 'The English name must start with a letter',
    zh: '英文名稱必須以英文字母開頭',
    ja: '英語名は英字で始めてください',
  },
  en_name_no_chinese: {
    en: 'The English name cannot contain Chinese characters',
    zh: '英文名稱不可包含中文字',
    ja: '英語名に漢字は使えません',
  },
  zh_name_chinese_only: {
    en: 'The Chinese name may contain Chinese characters only',
    zh: '中文名稱只可包含中文字',
    ja: '中国語名は漢字のみで入力してください',
  },
  name_too_long: {
    en: 'Please use at most 40 characters',
    zh: '最多 40 個字元',
    ja: '40文字以内で入力してください',
  },
  password_too_short: {
    en: 'Password must be at least 6 characters',
    zh: '密碼最少需要 6 個字元',
    ja: 'パスワードは6文字以上にしてください',
  },
  password_too_long: {
    en: 'Password must be at most 128 characters',
    zh: '密碼最多 128 個字元',
    ja: 'パスワードは128文字以内にしてください',
  },
  password_too_common: {
    en: 'This password is too common. Please choose another',
    zh: '此密碼太常見，請選擇其他密碼',
    ja: 'このパスワードはよく使われています。別のものを選んでください',
  },
  passwords_differ_create: {
    en: 'New password and re-type password different',
    zh: '新密碼與確認密碼不一致',
    ja: '新しいパスワードと確認用パスワードが一致しません',
  },
  passwords_differ_change: {
    en: 'Passwords do not match!',
    zh: '密碼不一致！',
    ja: 'パスワードが一致しません！',
  },
  code_format: {
    en: 'Enter the 6-digit code',
    zh: '請輸入 6 位數字驗證碼',
    ja: '6桁のコードを入力してください',
  },
  client_id_format: {
    en: 'The Client ID has exactly 9 digits',
    zh: '客戶編號必須為 9 位數字',
    ja: 'クライアントIDは9桁の数字です',
  },
  invalid_value: { en: 'Invalid value', zh: '數值無效', ja: '値が正しくありません' },
  wrong_password: { en: 'Wrong Password', zh: '密碼錯誤', ja: 'パスワードが違います' },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessage = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);
}

const CHINESE_CHARACTER = /\p{Script=Han}/u;
const CHINESE_ONLY = /^[\p{Script=Han}\u3007]+$/u;
const STARTS_WITH_LETTER = /^\p{L}/u;

/** Spec section 5: required; first character a letter; no Chinese characters. */
export function englishNameProblem(value: string): ValidationMessage | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length > 40) return 'name_too_long';
  if (CHINESE_CHARACTER.test(name)) return 'en_name_no_chinese';
  if (!STARTS_WITH_LETTER.test(name)) return 'en_name_first_letter';
  return null;
}

/** Spec section 5: required; Chinese characters only. */
export function chineseNameProblem(value: string): ValidationMessage | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length > 40) return 'name_too_long';
  if (!CHINESE_ONLY.test(name)) return 'zh_name_chinese_only';
  return null;
}

/**
 * Passwords people pick first, refused on top of the spec's minimum of 6 (product decisions).
 * Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '888888',
  '112233',
  '121212',
  '123321',
  '159753',
  '987654321',
  'password',
  'password1',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'abcd1234',
  'iloveyou',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'admin',
  'admin123',
  'login',
  'master',
  'hello123',
  'freedom',
  'whatever',
  'trustno1',
  'starwars',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'asdfgh',
  'asdf1234',
  'petal123',
  'secret',
]);

export const PASSWORD_LIMITS = { min: 6, max: 128 } as const;

export function passwordProblem(value: string): ValidationMessage | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_LIMITS.min) return 'password_too_short';
  if (value.length > PASSWORD_LIMITS.max) return 'password_too_long';
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return 'password_too_common';
  return null;
}

/** A simple, strict shape: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function emailProblem(value: string): ValidationMessage | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL.test(email) && email.length <= 254 ? null : 'invalid_email';
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const CLIENT_ID_PATTERN = /^\d{9}$/;
