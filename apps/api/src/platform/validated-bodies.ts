import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';

/**
 * JSON request bodies already validated, kept by their exact text. Parsing and validating a
 * body are pure functions of its bytes, so a text seen before skips both: the parser hands
 * over the validated value kept for it, and the validator lets that value through unchanged.
 * Only texts whose body passed validation are kept, so an invalid body is parsed and refused
 * as ever, with the same error; a valid one gets the same value it would have got (frozen, as
 * requests share it). Rules that do not depend on the body (verify key, token) run before
 * parsing, for every request. Meant for routes that see the same few small bodies over and
 * over: directory pages (`find`), where parsing and validation were most of the work left
 * around a cached page.
 *
 * `useFor(instance)` replaces the JSON parser of an encapsulated instance (its routes only);
 * the one route there passes its validator compiler through `validatorCompiler`.
 */
export function createValidatedBodies(options: { maxEntries: number; maxTextLength: number }) {
  const byText = new Map<string, object>();
  /** Values handed out from byText: validated already. */
  const validated = new WeakSet<object>();
  /** A freshly parsed body's text, until its validation says whether to keep it. */
  const texts = new WeakMap<object, string>();

  function keep(text: string, value: unknown) {
    if (typeof value !== 'object' || value === null) return;
    Object.freeze(value);
    if (byText.size >= options.maxEntries) byText.clear();
    byText.set(text, value);
    validated.add(value);
  }

  return {
    useFor(instance: FastifyInstance) {
      // Fastify's own JSON parser, with its defaults (proto and constructor poisoning refused),
      // so errors and their codes stay those of every other route.
      const parseJson = instance.getDefaultJsonParser('error', 'error');
      instance.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
        const raw = text as string;
        const known = byText.get(raw);
        if (known !== undefined) return done(null, known);
        parseJson(request, raw, (error, body) => {
          if (!error && typeof body === 'object' && body !== null && raw.length <= options.maxTextLength) {
            texts.set(body, raw);
          }
          done(error, body);
        });
      });
    },

    /**
     * Wraps a validator compiler (any schema kind): its body validator lets kept values through.
     * For one route's body: a value kept after one schema must never pass for another.
     */
    validatorCompiler<S>(compile: FastifySchemaCompiler<never>): FastifySchemaCompiler<S> {
      let bodySchema: unknown;
      return (route) => {
        const validate = compile(route as Parameters<typeof compile>[0]);
        if (route.httpPart !== 'body') return validate;
        if (bodySchema !== undefined && bodySchema !== route.schema) {
          throw new Error('validated bodies serve one body schema');
        }
        bodySchema = route.schema;
        return (data: unknown) => {
          if (typeof data !== 'object' || data === null) return validate(data);
          if (validated.has(data)) return { value: data };
          const text = texts.get(data);
          const result = validate(data);
          if (
            text !== undefined &&
            typeof result === 'object' &&
            result !== null &&
            !('then' in result) &&
            !result.error &&
            'value' in result
          ) {
            keep(text, result.value);
          }
          return result;
        };
      };
    },
  };
}
