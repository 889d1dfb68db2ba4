import { healthResponseSchema } from '@petal/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Answers when the API and its database are up.',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await db.query('SELECT 1');
      return { status: 'ok' as const, database: db.kind, uptime_seconds: Math.round(process.uptime()) };
    },
  );
};
