import { specialCategoryListRequestSchema, specialCategoryListResponseSchema } from '@petal/contract/clients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';
import { listSpecialCategories } from './special-categories.ts';

export const specialCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/specialCat/typeList',
    {
      schema: {
        tags: ['clients'],
        summary: 'Special service categories, each with its count of listed clients, in a country or all.',
        body: specialCategoryListRequestSchema,
        response: { 200: specialCategoryListResponseSchema },
      },
    },
    async (request) => listSpecialCategories(db, request.body),
  );
};
