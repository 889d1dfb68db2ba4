import { z } from 'zod';

/** POST /auth/guest: a guest token for the read (viewer) endpoints. Body: `{}`. */
export const guestTokenRequestSchema = z.strictObject({});

export const guestTokenResponseSchema = z.object({
  token: z.string(),
  /** Milliseconds since the epoch. */
  expires_at: z.number().int(),
});
export type GuestTokenResponse = z.infer<typeof guestTokenResponseSchema>;
