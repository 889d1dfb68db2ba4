import { guestTokenRequestSchema, guestTokenResponseSchema } from '@petal/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { SessionTokens } from './session-tokens.ts';

/** A browser needs one guest token a day; this many per address an hour is generous. */
const GUEST_TOKENS_PER_ADDRESS = { max: 60, windowMs: 3_600_000 };

export const authRoutes: FastifyPluginAsyncZod<{
  sessionTokens: SessionTokens;
  limiter: RateLimiter;
}> = async (app, options) => {
  app.post(
    '/auth/guest',
    {
      config: { access: 'verify-key' },
      schema: {
        tags: ['auth'],
        summary: 'Issue a guest token for the read (viewer) endpoints; it lives 24 hours.',
        body: guestTokenRequestSchema,
        response: { 200: guestTokenResponseSchema },
      },
    },
    async (request) => {
      if (!options.limiter.hit(`guest:address:${request.ip}`, GUEST_TOKENS_PER_ADDRESS))
        throw new AppError('rate_limited');
      const { token, expiresAt } = await options.sessionTokens.issueGuestToken();
      return { token, expires_at: expiresAt.getTime() };
    },
  );
};
