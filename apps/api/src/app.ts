import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { JSON_BODY_LIMIT_BYTES, REQUEST_TIMEOUT_MS } from '@petal/contract/constants';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, DEFAULT_GUEST_TOKENS_PER_HOUR } from './config.ts';
import { createMessageSender } from './modules/accounts/messaging.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createVerification } from './modules/accounts/verification.ts';
import { purgeEndedCredentials } from './modules/auth/cleanup.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionTokens } from './modules/auth/session-tokens.ts';
import { clientDataRoutes } from './modules/client-data/routes.ts';
import { clientTypeStatisticsRoutes } from './modules/client-type-statistics/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { specialCategoryRoutes } from './modules/special-categories/routes.ts';
import { writingRoutes } from './modules/writings/routes.ts';
import type { Database } from './platform/database.ts';
import { registerErrorHandling, sendError } from './platform/errors.ts';
import { registerMedia } from './platform/media.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createRateLimiter } from './platform/rate-limiter.ts';
import { registerRequestRules } from './platform/request-rules.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppConfig = Pick<Config, 'VERIFY_KEY' | 'LOG_LEVEL' | 'WEB_DIST_DIR' | 'MAIL_FROM'> &
  Partial<Pick<Config, 'SMTP_URL' | 'SMS_WEBHOOK_URL' | 'GUEST_TOKENS_PER_HOUR'>> & {
    mediaDir: string;
    /** The development outbox for codes when no email or SMS provider is configured. */
    outboxFile: string;
  };

/** Builds the whole server on an open, migrated database. The caller owns the database. */
export async function buildApp(config: AppConfig, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Credentials never reach the logs.
      redact: [
        'req.headers.authorization',
        'req.headers["x-verify-key"]',
        'req.headers.cookie',
        // Database errors carry their statement's parameters: hashes, codes, addresses.
        'err.params',
        'err.parameters',
      ],
    },
    // One line per request (below) instead of Fastify's two, and at a level by outcome.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Reject instead of stripping: an unknown field is a client bug worth hearing about.
    ajv: { customOptions: { removeAdditional: false } },
    // Errors Fastify meets before routing (a malformed URL, say) get our envelope too.
    frameworkErrors: (error, _request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 'not_found');
      return sendError(reply, 'validation_failed');
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: a text/plain body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Successful requests log at debug, the rest at info (failures are also logged whole by the error handler).
  // A callback hook: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 400 ? 'info' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(cookie);
  // @fastify/multipart is registered by the one upload route, in its own scope: its hooks cost
  // every request a promise pair and a listener. Elsewhere a multipart body is taken unread, as
  // that plugin's parser did, and so fails the route's validation with the same 400.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  const sessionTokens = createSessionTokens(db);
  registerRequestRules(app, { verifyKey: config.VERIFY_KEY, sessionTokens });
  const verification = createVerification(db, createMessageSender(config, app.log));
  const limiter = createRateLimiter();

  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, {
        sessionTokens,
        limiter,
        guestTokensPerHour: config.GUEST_TOKENS_PER_HOUR ?? DEFAULT_GUEST_TOKENS_PER_HOUR,
      });
      await api.register(accountRoutes, {
        db,
        sessionTokens,
        verification,
        limiter,
        mediaDir: config.mediaDir,
      });
      await api.register(clientDataRoutes, { db });
      await api.register(clientTypeStatisticsRoutes, { db });
      await api.register(clientRoutes, { db });
      await api.register(specialCategoryRoutes, { db });
      await api.register(writingRoutes, { db });
    },
    { prefix: '/api' },
  );

  await registerMedia(app, config.mediaDir);
  // Ended sessions and spent codes are removed hourly; the timer never keeps the process alive.
  const purge = setInterval(() => {
    purgeEndedCredentials(db).catch((error) => app.log.warn({ err: error }, 'credential purge failed'));
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  const servesWebApp = await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR,
    verifyKey: config.VERIFY_KEY,
  });
  if (!servesWebApp) app.setNotFoundHandler((_request, reply) => sendError(reply, 'not_found'));

  return app;
}
