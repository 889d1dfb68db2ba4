import {
  statisticsSummaryRequestSchema,
  statisticsSummaryResponseSchema,
} from '@petal/contract/client-type-statistics';
import { CACHE_SECONDS } from '@petal/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';
import { sendCachedDocument } from '../../platform/http-cache.ts';
import { createRevisionCache } from '../../platform/revision-cache.ts';
import { buildStatisticsSummary } from './statistics-summary.ts';

export const clientTypeStatisticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const summary = createRevisionCache(db, 'statistics', buildStatisticsSummary);

  app.post(
    '/clientType/statistics/summary',
    {
      // Sent precompressed by sendCachedDocument.
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Listed clients counted by country, region 1, region 2, street and client type.',
        body: statisticsSummaryRequestSchema,
        response: { 200: statisticsSummaryResponseSchema },
      },
    },
    async (request, reply) =>
      sendCachedDocument(request, reply, await summary.get(), CACHE_SECONDS.clientTypeStatistics),
  );
};
