import { REQUEST_TIMEOUT_MS, VERIFY_KEY_HEADER } from '@petal/contract/constants';
import { type ErrorCode, type FieldIssue, isErrorCode } from '@petal/contract/errors';
import type { GuestTokenResponse } from '@petal/contract/session';
import { localSessionStorage, sessionStatus } from './session.ts';
import { readStorage, writeStorage } from './storage.ts';

/** An API failure as the app sees it: a code from the contract, shown in the user's language. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];
  constructor(code: ErrorCode, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.issues = issues;
  }
}

/** Spec section 3's local storage key for the guest credential. */
const GUEST_TOKEN_KEY = 'TOKEN_GUEST';
/** Renew a little before the server would refuse the token. */
const GUEST_TOKEN_MARGIN_MS = 60_000;

function verifyKey(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="petal-verify-key"]')?.content ?? '';
}

function isGuestToken(value: unknown): value is GuestTokenResponse {
  const candidate = value as Partial<GuestTokenResponse> | null;
  return typeof candidate?.token === 'string' && typeof candidate.expires_at === 'number';
}

function storedGuestToken(): string | null {
  try {
    const stored: unknown = JSON.parse(readStorage('local', GUEST_TOKEN_KEY) ?? 'null');
    if (isGuestToken(stored) && stored.expires_at - GUEST_TOKEN_MARGIN_MS > Date.now()) return stored.token;
  } catch {
    // Unreadable storage: ask for a new token.
  }
  return null;
}

let guestTokenRequest: Promise<string> | null = null;

/** One guest token for all requests; concurrent callers share one request for it. */
function guestToken(forceNew = false): Promise<string> {
  const stored = forceNew ? null : storedGuestToken();
  if (stored) return Promise.resolve(stored);
  guestTokenRequest ??= send('/auth/guest', { method: 'POST', body: {} }, null)
    .then((body) => {
      if (!isGuestToken(body)) throw new ApiError('internal_error', 'Unexpected guest token answer');
      writeStorage('local', GUEST_TOKEN_KEY, JSON.stringify(body));
      return body.token;
    })
    .finally(() => {
      guestTokenRequest = null;
    });
  return guestTokenRequest;
}

/**
 * Asks for the guest token as the app starts, alongside the scripts and translations, so
 * the first page's data is one round trip nearer. A failure is left for the first real call
 * to meet (and report) again.
 */
export function prepareGuestToken() {
  if (sessionStatus(localSessionStorage) === 'member') return;
  guestToken().catch(() => undefined);
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<unknown> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { [VERIFY_KEY_HEADER]: verifyKey(), accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? null
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('request_timeout', 'Request timed out');
    if (options.signal?.aborted) throw error;
    throw new ApiError('service_unavailable', 'Network error');
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A cut-off or non-JSON answer (the timeout can fire mid-body) is a failure, not data.
    if (timeout.aborted) throw new ApiError('request_timeout', 'Request timed out');
    if (response.ok || response.status >= 500)
      throw new ApiError('internal_error', `HTTP ${response.status}`);
    body = null;
  }
  if (response.ok) return body;
  const error = (body as { error?: { code?: unknown; message?: unknown; issues?: FieldIssue[] } } | null)
    ?.error;
  if (isErrorCode(error?.code)) {
    throw new ApiError(
      error.code,
      String(error.message ?? ''),
      Array.isArray(error.issues) ? error.issues : [],
    );
  }
  throw new ApiError('internal_error', `HTTP ${response.status}`);
}

/**
 * Calls the API as a guest (members arrive with the accounts feature): adds the verify key
 * and the token and applies the 30-second timeout. `Response` is the contract's type for
 * the answer; the browser does not re-validate it (zod would cost the page ~20 KB gzip, and
 * the API tests check every answer against the contract schema).
 */
export async function apiRequest<Response>(path: string, options: RequestOptions = {}): Promise<Response> {
  let body: unknown;
  try {
    body = await send(path, options, await guestToken());
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'token_invalid')) throw error;
    if (sessionStatus(localSessionStorage) === 'member') {
      // The member's session ended on the server (logout elsewhere, password change, idle).
      sessionEndedHandler?.();
      throw error;
    }
    // A guest: an old session cookie may linger, or the guest token ran out. Clear the one,
    // renew the other, and try once more.
    await send('/auth/logout', {}, null).catch(() => undefined);
    body = await send(path, options, await guestToken(true));
  }
  return body as Response;
}

let sessionEndedHandler: (() => void) | null = null;
/** The app decides what a member whose session ended sees (the login page). */
export function onSessionEnded(handler: () => void) {
  sessionEndedHandler = handler;
}
