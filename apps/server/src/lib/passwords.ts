import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; these are OWASP's baseline: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spend the same time as a real check, so "no such user" can't be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** A password for someone to log in with once and then change: 16 random URL-safe characters. */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
