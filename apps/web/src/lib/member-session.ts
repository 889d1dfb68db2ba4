import type { MemberAccount, MemberSessionResponse } from '@petal/contract/accounts';
import { useSyncExternalStore } from 'react';
import { clearSession, localSessionStorage, SESSION_KEYS, sessionStatus } from './session.ts';

/**
 * The browser's side of a member session: spec section 3's local storage keys, written on
 * login and refresh, cleared on logout. The token itself stays in the HttpOnly cookie.
 */
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Called when the member changes (login as someone, logout): cached data must not carry over. */
const memberChangeListeners = new Set<() => void>();
export function onMemberChange(listener: () => void) {
  memberChangeListeners.add(listener);
  return () => memberChangeListeners.delete(listener);
}
function memberChanged() {
  for (const listener of memberChangeListeners) listener();
}

/** When this tab last saw the member active; shared by every tab through local storage. */
export const LAST_ACTIVITY_KEY = 'lastActivity';
export function recordActivity(at = Date.now()) {
  localSessionStorage.setItem(LAST_ACTIVITY_KEY, String(at));
}
export function lastActivity(): number {
  return Number(localSessionStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
}

export function saveSession(session: MemberSessionResponse, loggedInByPhone?: boolean) {
  const storage = localSessionStorage;
  const previousMember = storage.getItem(SESSION_KEYS.userId);
  storage.setItem(SESSION_KEYS.isLoggedIn, 'true');
  storage.setItem(SESSION_KEYS.userId, String(session.member.member_id));
  // From the time left, not the server's clock: a phone whose clock is off still counts right.
  storage.setItem(SESSION_KEYS.expiresAt, String(Date.now() + session.expires_in_ms));
  recordActivity();
  if (session.member.photo) storage.setItem(SESSION_KEYS.photo, session.member.photo);
  else storage.removeItem(SESSION_KEYS.photo);
  if (loggedInByPhone !== undefined) storage.setItem('isLoginMobile', String(loggedInByPhone));
  if (previousMember !== String(session.member.member_id)) memberChanged();
  emit();
}

export function updateStoredMember(member: MemberAccount) {
  if (member.photo) localSessionStorage.setItem(SESSION_KEYS.photo, member.photo);
  else localSessionStorage.removeItem(SESSION_KEYS.photo);
  emit();
}

export function forgetSession() {
  clearSession(localSessionStorage);
  memberChanged();
  emit();
}

function snapshot(): string {
  return [
    sessionStatus(localSessionStorage),
    localSessionStorage.getItem(SESSION_KEYS.expiresAt),
    localSessionStorage.getItem(SESSION_KEYS.photo),
  ].join('|');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface MemberSessionState {
  loggedIn: boolean;
  expiresAt: number | null;
  photo: string | null;
}

/** Whether a member is logged in here, until when, and their photo; re-renders on change. */
export function useMemberSession(): MemberSessionState {
  const value = useSyncExternalStore(subscribe, snapshot);
  const [status, expiresAt, photo] = value.split('|');
  return {
    loggedIn: status === 'member',
    expiresAt: expiresAt ? Number(expiresAt) : null,
    photo: photo || null,
  };
}
