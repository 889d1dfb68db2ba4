import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { VERIFY_KEY_HEADER } from '@petal/contract/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Petal API',
        description:
          'Every call but health and docs needs the verify key header and a Bearer token (a guest ' +
          'token from POST /api/auth/guest, or a member token). Errors answer with ' +
          '{ error: { code, message, issues? } }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          verifyKey: { type: 'apiKey', in: 'header', name: VERIFY_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ verifyKey: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
