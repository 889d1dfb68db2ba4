import { describe, expect, it } from 'vitest';
import { clearSession, sessionStatus } from './session.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('sessionStatus', () => {
  const now = 1_800_000_000_000;
  it('is a member with isLoggedIn true and an expiry in the future', () => {
    expect(sessionStatus(memoryStorage({ isLoggedIn: 'true', EXP_TOKEN: String(now + 1000) }), now)).toBe(
      'member',
    );
  });
  it('is a visitor who never logged in (or logged out) without isLoggedIn true', () => {
    expect(sessionStatus(memoryStorage(), now)).toBe('never-logged-in');
    expect(sessionStatus(memoryStorage({ isLoggedIn: 'false', EXP_TOKEN: String(now + 1000) }), now)).toBe(
      'never-logged-in',
    );
  });
  it('is invalid once expired or without an expiry', () => {
    expect(sessionStatus(memoryStorage({ isLoggedIn: 'true', EXP_TOKEN: String(now) }), now)).toBe('invalid');
    expect(sessionStatus(memoryStorage({ isLoggedIn: 'true' }), now)).toBe('invalid');
    expect(sessionStatus(memoryStorage({ isLoggedIn: 'true', EXP_TOKEN: 'soon' }), now)).toBe('invalid');
  });
});

describe('clearSession', () => {
  it('removes the login data, keeps the rest, and sets isLoggedIn false', () => {
    const storage = memoryStorage({
      isLoggedIn: 'true',
      user_id: '7',
      EXP_TOKEN: '1',
      photo: 'p',
      pa: 'x',
      pa_enable: '1',
      'persist:root': '{}',
      i18nextLng: 'ja',
    });
    clearSession(storage);
    expect(Object.fromEntries(storage.map)).toEqual({ isLoggedIn: 'false', i18nextLng: 'ja' });
  });
});
