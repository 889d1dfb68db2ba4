/**
 * The browser side of a member session: spec section 3's local storage keys. The token itself
 * never sits here (product decisions: it travels in an HttpOnly cookie); these keys only say
 * whether someone is logged in and until when.
 */
export const SESSION_KEYS = {
  isLoggedIn: 'isLoggedIn',
  userId: 'user_id',
  expiresAt: 'EXP_TOKEN',
  photo: 'photo',
  token: 'token',
  persistRoot: 'persist:root',
  pa: 'pa',
  paEnable: 'pa_enable',
} as const;

import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** The browser's local storage, through the guarded helpers. */
export const localSessionStorage = {
  getItem: (key: string) => readStorage('local', key),
  setItem: (key: string, value: string) => writeStorage('local', key, value),
  removeItem: (key: string) => removeStorage('local', key),
};

export type SessionStatus = 'member' | 'never-logged-in' | 'invalid';

/**
 * Spec section 4: logged in needs isLoggedIn true and an expiry in the future. Someone who
 * was never logged in (or logged out) is a visitor; someone whose session ran out or is
 * half-written is "invalid" and must log in again.
 */
export function sessionStatus(storage: Pick<Storage, 'getItem'>, now = Date.now()): SessionStatus {
  const loggedIn = storage.getItem(SESSION_KEYS.isLoggedIn) === 'true';
  if (!loggedIn) return 'never-logged-in';
  const expiresAt = Number(storage.getItem(SESSION_KEYS.expiresAt));
  return Number.isFinite(expiresAt) && expiresAt > now ? 'member' : 'invalid';
}

/** Spec section 4: clears the login data and sets isLoggedIn false. */
export function clearSession(storage: Pick<Storage, 'removeItem' | 'setItem'>) {
  for (const key of [
    SESSION_KEYS.token,
    SESSION_KEYS.userId,
    SESSION_KEYS.persistRoot,
    SESSION_KEYS.pa,
    SESSION_KEYS.paEnable,
    SESSION_KEYS.photo,
    SESSION_KEYS.expiresAt,
  ]) {
    storage.removeItem(key);
  }
  storage.setItem(SESSION_KEYS.isLoggedIn, 'false');
}
