import { rolesWith } from '@sehat/core/user/access';
import { and, eq, exists, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { accountTokens, users, type AccountTokenPurpose } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { newToken, sha256 } from '../../platform/security/tokens';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface AccountTokens {
  /** A new random token for `purpose`; only its hash is stored. */
  issue(
    tx: Tx,
    token: {
      userId: number;
      purpose: AccountTokenPurpose;
      lifetimeMs: number;
      email?: string;
      /** The admin who made it by hand. */
      issuedBy?: number;
    },
  ): Promise<IssuedToken>;
  /**
   * Uses a token up: deleted in the same statement that finds it, so it works once, even when
   * two requests race. Null when unknown, used, expired, or made by an admin who may no longer manage users.
   */
  consume(
    tx: Tx,
    purpose: AccountTokenPurpose,
    token: string,
  ): Promise<{ userId: number; email: string | null } | null>;
  /** Every outstanding token of the user for `purpose` stops working. */
  revoke(tx: Tx, userId: number, purpose: AccountTokenPurpose): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountTokens: AccountTokens;
  }
}

/** Single-use, hashed, expiring links (ADR 130); expired ones go with the hourly sweep. */
export default fp(
  async (app) => {
    const tokens: AccountTokens = {
      async issue(tx, { userId, purpose, lifetimeMs, email, issuedBy }) {
        const token = newToken();
        const [row] = await tx
          .insert(accountTokens)
          .values({
            userId,
            purpose,
            tokenHash: sha256(token),
            email: email ?? null,
            issuedBy: issuedBy ?? null,
            expiresAt: sql`now() + ${lifetimeMs} * interval '1 millisecond'`,
          })
          .returning({ expiresAt: accountTokens.expiresAt });
        return { token, expiresAt: row!.expiresAt };
      },
      async consume(tx, purpose, token) {
        const [row] = await tx
          .delete(accountTokens)
          .where(
            and(
              eq(accountTokens.tokenHash, sha256(token)),
              eq(accountTokens.purpose, purpose),
              gt(accountTokens.expiresAt, sql`now()`),
              or(
                isNull(accountTokens.issuedBy),
                exists(
                  tx
                    .select({ id: users.id })
                    .from(users)
                    .where(
                      and(eq(users.id, accountTokens.issuedBy), inArray(users.role, rolesWith('users'))),
                    ),
                ),
              ),
            ),
          )
          .returning({ userId: accountTokens.userId, email: accountTokens.email });
        return row ?? null;
      },
      async revoke(tx, userId, purpose) {
        await tx
          .delete(accountTokens)
          .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
      },
    };
    app.decorate('accountTokens', tokens);
    app.housekeeping.task('account-tokens', async (tx, now) => {
      await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
      return [];
    });
  },
  { name: 'account-tokens', dependencies: ['db', 'housekeeping'] },
);
