import { clientDataDescribeResponseSchema } from '@petal/contract/client-data';
import { CACHE_SECONDS } from '@petal/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';
import { sendCachedDocument } from '../../platform/http-cache.ts';
import { createRevisionCache } from '../../platform/revision-cache.ts';
import { buildClientDataDescribe } from './client-data-describe.ts';

export const clientDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const describe = createRevisionCache(db, 'client-data', buildClientDataDescribe);

  app.get(
    '/clientData/describe',
    {
      // Sent precompressed by sendCachedDocument.
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Lookup tables: countries, regions, client types and each country’s default types.',
        response: { 200: clientDataDescribeResponseSchema },
      },
    },
    async (request, reply) =>
      sendCachedDocument(request, reply, await describe.get(), CACHE_SECONDS.clientData),
  );
};
