import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_VERIFY_KEY } from '@petal/contract/constants';
import { z } from 'zod';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root, whether this runs from src/ (tsx) or dist/ (built). */
export const repositoryRoot = path.resolve(apiRoot, '../..');

/** Guest tokens one address may take an hour unless GUEST_TOKENS_PER_HOUR says otherwise. */
export const DEFAULT_GUEST_TOKENS_PER_HOUR = 60;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url().optional(),
  DATABASE_READ_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repositoryRoot, 'data')),
  VERIFY_KEY: z.string().min(16).default(DEVELOPMENT_VERIFY_KEY),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_CLIENTS: z.coerce.number().int().min(0).max(1_000_000).default(400),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Guest tokens one address may take an hour (a browser needs one a day). */
  GUEST_TOKENS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_GUEST_TOKENS_PER_HOUR),
  /** smtp://user:pass@host:port or smtps://…; unset: codes go to the development outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Petal <no-reply@petal.invalid>'),
  /** An SMS gateway that takes POST { to, text } as JSON; unset: the development outbox. */
  SMS_WEBHOOK_URL: z.url().optional(),
});

export type Config = z.infer<typeof environmentSchema>;

/**
 * Reads the environment once. A bad value stops the start with every wrong variable named.
 * Nothing else in the API reads process.env.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
