import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id cost parameters (the library's default algorithm is argon2id). */
export interface PasswordCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

/** OWASP's baseline: 19 MiB, 2 passes, 1 lane. The only cost a running server uses. */
export const productionPasswordCost: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface Passwords {
  hash(password: string): Promise<string>;
  /** Checks against a stored hash, whose own parameters decide the cost of the check. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so "no such user" can't be told apart by timing. */
  burnCheck(password: string): Promise<void>;
}

export function passwordHasher(cost: PasswordCost): Passwords {
  let dummyHash: Promise<string> | undefined;
  const passwords: Passwords = {
    hash: (password) => hash(password, cost),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async burnCheck(password) {
      dummyHash ??= passwords.hash('dummy-password-for-timing');
      await passwords.verify(await dummyHash, password);
    },
  };
  return passwords;
}

/** A password for someone to log in with once and then change: 16 random URL-safe characters. */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
