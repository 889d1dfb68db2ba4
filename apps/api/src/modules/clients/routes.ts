import {
  clientDescribeRequestSchema,
  clientDescribeResponseSchema,
  clientFindRequestSchema,
  clientFindResponseSchema,
  clientSearchRequestSchema,
  clientSearchResponseSchema,
  shopDescribeRequestSchema,
  shopDescribeResponseSchema,
  viewCounterRequestSchema,
  viewCounterResponseSchema,
} from '@petal/contract/clients';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { sendPreparedJson } from '../../platform/http-cache.ts';
import { createMicroCache } from '../../platform/micro-cache.ts';
import { createValidatedBodies } from '../../platform/validated-bodies.ts';
import { describeClient, describeShop } from './describe-client.ts';
import { findClients } from './find-clients.ts';
import { searchClients } from './search-clients.ts';

export const clientRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Directory pages may be up to one second old; the busiest ones then cost one query a second.
  const pages = createMicroCache({ ttlMs: 1000, maxEntries: 5000 });

  // Its own encapsulated scope: the JSON parser that remembers validated bodies is for find only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The few distinct filter bodies a directory sees, kept by their text: a body seen before
    // skips JSON parsing, validation and the page key (platform/validated-bodies.ts).
    const bodies = createValidatedBodies({ maxEntries: 5000, maxTextLength: 1024 });
    bodies.useFor(scope);
    const pageKeys = new WeakMap<object, string>();

    scope.post(
      '/viewer/client/find',
      {
        schema: {
          tags: ['clients'],
          summary:
            'Listed clients by place, type, kind, shop or special category; sorted (flower ranking, newest, rating, views); one page at a time (keyset cursor).',
          body: clientFindRequestSchema,
          response: { 200: clientFindResponseSchema },
        },
        validatorCompiler: bodies.validatorCompiler(validatorCompiler),
      },
      (request, reply) => {
        // The parsed body, defaults filled in, in a fixed key order: one key per distinct page.
        const body = request.body;
        let key = pageKeys.get(body);
        if (key === undefined) {
          key = JSON.stringify(
            Object.keys(body)
              .sort()
              .map((name) => [name, body[name as keyof typeof body]]),
          );
          pageKeys.set(body, key);
        }
        // A page kept and fresh is sent at once, without a promise; a miss waits for the query.
        const page = pages.peek(key);
        if (page) {
          sendPreparedJson(reply, page);
          return;
        }
        return pages
          .get(key, () => findClients(db, body))
          .then((json) => {
            sendPreparedJson(reply, json);
          });
      },
    );
  });

  app.post(
    '/viewer/client/search',
    {
      schema: {
        tags: ['clients'],
        summary: 'Clients by name, in English or Chinese; partial words and small typos forgiven.',
        body: clientSearchRequestSchema,
        response: { 200: clientSearchResponseSchema },
      },
    },
    async (request) => searchClients(db, request.body),
  );

  app.post(
    '/viewer/client/describe',
    {
      schema: {
        tags: ['clients'],
        summary: "A client's profile: photos, introduction, ratings, address, hours, packages.",
        body: clientDescribeRequestSchema,
        response: { 200: clientDescribeResponseSchema },
      },
    },
    async (request) => describeClient(db, request.body.client_id),
  );

  app.post(
    '/viewer/shop/describe',
    {
      schema: {
        tags: ['clients'],
        summary: "A shop's profile, as client describe, and how many listed girls it has.",
        body: shopDescribeRequestSchema,
        response: { 200: shopDescribeResponseSchema },
      },
    },
    async (request) => describeShop(db, request.body.shop_id),
  );

  app.post(
    '/viewCounter/addOne',
    {
      schema: {
        tags: ['clients'],
        summary: 'Count a view of a client: once per viewer per client per day.',
        body: viewCounterRequestSchema,
        response: { 200: viewCounterResponseSchema },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      // A member counts once whatever device; a guest once per guest session.
      const who = viewer.memberId ? `member:${viewer.memberId}` : `session:${viewer.sessionId}`;
      return db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO client_views (client_id, viewer, day)
           SELECT client_id, $2, current_date FROM clients WHERE client_id = $1 AND ad_enabled
           ON CONFLICT DO NOTHING`,
          [request.body.client_id, who],
        );
        const { rows } = await tx.query<{ views_count: number; ad_enabled: boolean }>(
          inserted.rowCount > 0
            ? 'UPDATE clients SET views_count = views_count + 1 WHERE client_id = $1 RETURNING views_count, ad_enabled'
            : 'SELECT views_count, ad_enabled FROM clients WHERE client_id = $1',
          [request.body.client_id],
        );
        const row = rows[0];
        if (!row) throw new AppError('not_found');
        if (!row.ad_enabled) throw new AppError('client_ad_off');
        return { views: row.views_count, counted: inserted.rowCount > 0 };
      });
    },
  );
};
