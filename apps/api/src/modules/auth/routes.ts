import { guestTokenRequestSchema, guestTokenResponseSchema } from '@petal/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionTokens } from './session-tokens.ts';

export const authRoutes: FastifyPluginAsyncZod<{ sessionTokens: SessionTokens }> = async (app, options) => {
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
    async () => {
      const { token, expiresAt } = await options.sessionTokens.issueGuestToken();
      return { token, expires_at: expiresAt.getTime() };
    },
  );
};
