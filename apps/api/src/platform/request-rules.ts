import { timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from '@petal/contract/accounts';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionTokens, Viewer } from '../modules/auth/session-tokens.ts';
import { AppError } from './errors.ts';

/**
 * Who may call a route (spec section 7: every call carries the verify key and an auth
 * token, but health and docs):
 * - public: neither header (health, docs, static files);
 * - verify-key: the verify key only (the call that hands out a guest token);
 * - viewer: verify key and a guest or member token (the read endpoints);
 * - member: verify key and a member token.
 */
export type RouteAccess = 'public' | 'verify-key' | 'viewer' | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /** How the viewer proved who they are: the session cookie or the Authorization header. */
    authenticatedBy: 'cookie' | 'bearer' | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** API routes are for viewers unless they say otherwise; docs and the web app are public. */
function defaultAccess(url: string): RouteAccess {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'public';
  return url.startsWith('/api/') ? 'viewer' : 'public';
}

export function registerRequestRules(
  app: FastifyInstance,
  options: { verifyKey: string; sessionTokens: SessionTokens },
) {
  const expectedKey = Buffer.from(options.verifyKey);
  const verifyKeyMatches = (given: string) => {
    const bytes = Buffer.from(given);
    return bytes.length === expectedKey.length && timingSafeEqual(bytes, expectedKey);
  };

  app.decorateRequest('viewer', null);
  app.decorateRequest('authenticatedBy', null);
  // A callback hook, not an async one: the common request (a known guest token) is checked
  // without a promise; the others wait for the database.
  app.addHook('onRequest', (request, _reply, done) => {
    let waiting: Promise<void> | undefined;
    try {
      waiting = checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (waiting) waiting.then(() => done(), done);
    else done();
  });

  /** Throws when the request may not pass; a promise when that needs the database. */
  function checkRequest(request: FastifyRequest): Promise<void> | undefined {
    // The matched route, not the raw URL: "/%61pi/..." reaches /api routes too.
    const route = request.routeOptions;
    const access = route.config.access ?? defaultAccess(route.url ?? request.url);
    if (access === 'public') return;

    const verifyKey = request.headers[VERIFY_KEY_HEADER];
    if (typeof verifyKey !== 'string' || !verifyKeyMatches(verifyKey)) {
      throw new AppError('verify_key_invalid', [
        { field: `headers.${VERIFY_KEY_HEADER}`, message: 'Missing or wrong verify key' },
      ]);
    }
    if (access === 'verify-key') return;

    // A browser's member session travels in the HttpOnly cookie; other clients and the
    // guest credential use the Bearer header. A valid member cookie wins.
    const cookieToken = request.cookies?.[SESSION_COOKIE] || null;
    const headerToken = bearerToken(request);
    if (!cookieToken && !headerToken) {
      throw new AppError('token_missing', [
        { field: 'headers.authorization', message: 'Expected "Bearer <token>"' },
      ]);
    }
    if (!cookieToken && headerToken && access === 'viewer') {
      const guest = options.sessionTokens.knownGuest(headerToken);
      if (guest) {
        request.viewer = guest;
        request.authenticatedBy = 'bearer';
        return;
      }
    }
    return resolveViewer(request, access, cookieToken, headerToken);
  }

  async function resolveViewer(
    request: FastifyRequest,
    access: RouteAccess,
    cookieToken: string | null,
    headerToken: string | null,
  ) {
    const fromCookie = cookieToken ? await options.sessionTokens.resolve(cookieToken) : null;
    const viewer = fromCookie ?? (headerToken ? await options.sessionTokens.resolve(headerToken) : null);
    if (!viewer) throw new AppError('token_invalid');
    if (access === 'member' && viewer.kind !== 'member') {
      // A member cookie that no longer works means the session ended; no member token at all
      // means a guest tried a member action.
      throw new AppError(cookieToken ? 'token_invalid' : 'login_required');
    }
    request.viewer = viewer;
    request.authenticatedBy = fromCookie ? 'cookie' : 'bearer';
  }
}
