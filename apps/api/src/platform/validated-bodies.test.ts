import Fastify, { type FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createValidatedBodies } from './validated-bodies.ts';

/** A route behind the kept bodies, counting how often its schema really validates. */
async function server(options = { maxEntries: 10, maxTextLength: 100 }) {
  const app = Fastify();
  const seen: unknown[] = [];
  let validations = 0;
  const counting: FastifySchemaCompiler<never> = (route) => {
    const validate = validatorCompiler(route as never) as (data: unknown) => unknown;
    return (data: unknown) => {
      validations++;
      return validate(data) as ReturnType<ReturnType<FastifySchemaCompiler<never>>>;
    };
  };
  await app.register(async (scope) => {
    const bodies = createValidatedBodies(options);
    bodies.useFor(scope);
    scope.post(
      '/find',
      {
        schema: { body: z.strictObject({ id: z.number().int(), limit: z.number().default(20) }) },
        validatorCompiler: bodies.validatorCompiler(counting),
      },
      async (request) => {
        seen.push(request.body);
        return request.body;
      },
    );
  });
  // A route outside the scope keeps Fastify's own parser.
  app.post('/other', async (request) => request.body);
  const post = (payload: string, url = '/find') =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  return { app, post, seen, validations: () => validations };
}

describe('createValidatedBodies', () => {
  it('parses and validates a text once, then hands over the same frozen value', async () => {
    const { post, seen, validations } = await server();
    expect((await post('{"id": 1}')).json()).toEqual({ id: 1, limit: 20 });
    expect((await post('{"id": 1}')).json()).toEqual({ id: 1, limit: 20 });
    expect(validations()).toBe(1);
    expect(seen[1]).toBe(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    // Another text of the same value is its own entry.
    await post('{"id":1}');
    expect(validations()).toBe(2);
  });

  it('keeps no invalid or malformed body: each is refused again, the same way', async () => {
    const { post, validations } = await server();
    for (let i = 0; i < 2; i++) {
      expect((await post('{"id": "x"}')).statusCode).toBe(400);
      expect((await post('{"id": 1, "more": 2}')).statusCode).toBe(400);
      const malformed = await post('{"id": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
      expect((await post('{"__proto__": {"id": 1}}')).statusCode).toBe(400);
    }
    expect(validations()).toBe(4);
  });

  it('does not keep long texts, and forgets everything when full', async () => {
    const { post, validations } = await server({ maxEntries: 2, maxTextLength: 20 });
    const long = `{"id": 1, ${' '.repeat(20)}"limit": 5}`;
    await post(long);
    await post(long);
    expect(validations()).toBe(2);
    await post('{"id": 1}');
    await post('{"id": 2}');
    await post('{"id": 3}');
    await post('{"id": 3}');
    await post('{"id": 1}');
    expect(validations()).toBe(2 + 4);
  });

  it('leaves routes outside its scope to the usual parser', async () => {
    const { post } = await server();
    expect((await post('{"any": [1]}', '/other')).json()).toEqual({ any: [1] });
  });
});
