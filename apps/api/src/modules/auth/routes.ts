import { guestTokenRequestSchema, guestTokenResponseSchema } from '@petal/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { SessionTokens } from './session-tokens.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  sessionTokens: SessionTokens;
  limiter: RateLimiter;
  /** Guest tokens per address an hour (config GUEST_TOKENS_PER_HOUR). */
  guestTokensPerHour: number;
}> = async (app, options) => {
  const guestTokensPerAddress = { max: options.guestTokensPerHour, windowMs: 3_600_000 };
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
      if (!options.limiter.hit(`guest:address:${request.ip}`, guestTokensPerAddress))
        throw new AppError('rate_limited');
      const { token, expiresAt } = await options.sessionTokens.issueGuestToken();
      return { token, expires_at: expiresAt.getTime() };
    },
  );
};
