import { createHash, randomBytes } from 'node:crypto';

/**
 * A visitor's claim token: random, handed to their device only, stored only as its SHA-256
 * (docs/decisions/0113). Whoever holds it may attach that one result to their account.
 */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: claimTokenHash(token) };
}

export function claimTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
