import argon2 from 'argon2';

/** argon2id with 19 MiB and 2 passes (product decisions; OWASP's minimum). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Spent on an unknown account too, so a wrong login takes as long either way. */
let decoyHash: Promise<string> | null = null;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password, never a real one');
  await passwordMatches(await decoyHash, password);
}
