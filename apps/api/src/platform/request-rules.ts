import { timingSafeEqual } from 'node:crypto';
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
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? defaultAccess(request.url);
    if (access === 'public') return;

    const verifyKey = request.headers[VERIFY_KEY_HEADER];
    if (typeof verifyKey !== 'string' || !sameSecret(verifyKey, options.verifyKey)) {
      throw new AppError('verify_key_invalid', [
        { field: `headers.${VERIFY_KEY_HEADER}`, message: 'Missing or wrong verify key' },
      ]);
    }
    if (access === 'verify-key') return;

    const token = bearerToken(request);
    if (!token) {
      throw new AppError('token_missing', [
        { field: 'headers.authorization', message: 'Expected "Bearer <token>"' },
      ]);
    }
    const viewer = await options.sessionTokens.resolve(token);
    if (!viewer) throw new AppError('token_invalid');
    if (access === 'member' && viewer.kind !== 'member') throw new AppError('login_required');
    request.viewer = viewer;
  });
}
