import { whatsappLinkRules } from '@sehat/core/whatsapp/link';
import { and, eq, gt, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { whatsappLinkCodes } from '../../db/schema/index';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../platform/database/pg-error';
import { serverKey } from '../../platform/security/server-keys';

export interface WhatsappLinkCodes {
  /** A new code for the member (replacing any earlier one): shown once, kept only as a keyed hash. */
  issue(userId: number): Promise<{ code: string; expiresAt: Date }>;
  /** The member whose live code this is, the code then used up; null for a wrong or expired one. */
  redeem(code: string): Promise<number | null>;
  /** A number's tries at codes, counted under a keyed hash so the number is not kept with them. */
  countTry(phone: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsappLinkCodes: WhatsappLinkCodes;
  }
}

const { codeDigits, codeTtlMs } = whatsappLinkRules;

/** Codes are six digits, so the hash is keyed: a copy of the table alone does not reveal them. */
export default fp(
  async (app) => {
    const { db, rateLimiter } = app;
    const { secret } = await serverKey(db, 'whatsapp-link', () => ({
      secret: randomBytes(32).toString('base64url'),
    }));
    const digest = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
    const newCode = () => String(randomInt(0, 10 ** codeDigits)).padStart(codeDigits, '0');

    const codes: WhatsappLinkCodes = {
      async issue(userId) {
        await rateLimiter.enforce('whatsapp:link-code', { userId });
        await db.delete(whatsappLinkCodes).where(lte(whatsappLinkCodes.expiresAt, new Date()));
        // Two members holding the same live code would make it ambiguous: draw again on a clash.
        for (;;) {
          const code = newCode();
          const expiresAt = new Date(Date.now() + codeTtlMs);
          const values = { userId, codeHash: digest(`code:${code}`), expiresAt };
          const [stored] = await db
            .insert(whatsappLinkCodes)
            .values(values)
            .onConflictDoUpdate({ target: whatsappLinkCodes.userId, set: values })
            .returning({ userId: whatsappLinkCodes.userId })
            .catch((error: unknown) => {
              if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) return [];
              throw error;
            });
          if (stored) return { code, expiresAt };
        }
      },
      async redeem(code) {
        const [used] = await db
          .delete(whatsappLinkCodes)
          .where(
            and(
              eq(whatsappLinkCodes.codeHash, digest(`code:${code}`)),
              gt(whatsappLinkCodes.expiresAt, new Date()),
            ),
          )
          .returning({ userId: whatsappLinkCodes.userId });
        return used?.userId ?? null;
      },
      async countTry(phone) {
        const { over } = await rateLimiter.hit('whatsapp:link-try', { numberHash: digest(`phone:${phone}`) });
        return !over;
      },
    };
    app.decorate('whatsappLinkCodes', codes);
  },
  { name: 'whatsapp-link-codes', dependencies: ['db', 'rate-limiter'] },
);
