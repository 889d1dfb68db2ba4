import { ERRORS, type ErrorCode, type ErrorEnvelope, type FieldIssue } from '@petal/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a client of the API is meant to see: it leaves the server as its code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  constructor(code: ErrorCode, issues?: FieldIssue[]) {
    super(ERRORS[code].message.en);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }
}

export function sendError(reply: FastifyReply, code: ErrorCode, issues?: FieldIssue[]) {
  const envelope: ErrorEnvelope = {
    error: {
      code,
      message: ERRORS[code].message.en,
      ...(issues?.length ? { issues } : {}),
      requestId: String(reply.request.id),
    },
  };
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(envelope);
}

/** Turns the validator's findings into "body.member_id"-style field names. */
function validationIssues(error: FastifyError): FieldIssue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).flatMap((item) => {
    const path = item.instancePath.split('/').filter(Boolean);
    const base = [context, ...path].join('.');
    const keys = (item.params as { keys?: unknown } | undefined)?.keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length) {
      return keys.map((key) => ({ field: `${base}.${String(key)}`, message: 'Unknown field' }));
    }
    return [{ field: base, message: item.message ?? 'Invalid value' }];
  });
}

/** Fastify's own request errors, by their code, and what the client is told. */
const FASTIFY_REQUEST_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_RATE_LIMIT: 'rate_limited',
};

/**
 * One error envelope for every failure. Anything not meant for the client (a bug, a database
 * error) is logged in full and leaves as internal_error: no SQL and no stack reach a user.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.issues);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'validation_failed', validationIssues(error));
    }
    const known = error.code ? FASTIFY_REQUEST_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known);
    if (error instanceof SyntaxError && error.statusCode === 400) return sendError(reply, 'malformed_json');
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 'internal_error');
    }
    if (error.statusCode === 503) return sendError(reply, 'service_unavailable');
    if (error.statusCode === 404) return sendError(reply, 'not_found');
    if (error.statusCode === 415) return sendError(reply, 'unsupported_media_type');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request rejected');
      return sendError(reply, 'validation_failed');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal_error');
  });
}
