import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from './errors.ts';

/**
 * The error envelope as a schema, for the OpenAPI document and tests. Kept apart from
 * errors.ts so the web app can use the error table without shipping zod.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  }),
}) satisfies z.ZodType<ErrorEnvelope>;
