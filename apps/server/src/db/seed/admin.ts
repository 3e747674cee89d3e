import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { passwordHasher, randomPassword } from '../../platform/accounts/passwords';
import type { Db } from '../../platform/database/client';
import { users } from '../schema/index';
import { firstAdminNotice } from '../../startup-notices';

/**
 * Creates the first admin when the database has none. Without ADMIN_PASSWORD a random
 * password is generated and printed once: there is never a fixed default password.
 */
export async function ensureAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return;

  const { username } = config.admin;
  const password = config.admin.password ?? randomPassword();
  const email = config.admin.email ?? `${username.toLowerCase()}@admin.invalid`;
  const inserted = await db
    .insert(users)
    .values({
      username,
      email,
      fullName: 'Administrator',
      role: 'admin',
      passwordHash: await passwordHasher(config.passwordCost).hash(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted.length) {
    // The name is taken by an ordinary account (or another instance won the race).
    const [other] = await db
      .select({ role: users.role })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    if (other?.role !== 'admin') log.error({ username }, 'ADMIN_USERNAME is taken by a non-admin account');
    return;
  }
  log.info({ username }, 'first admin account created');
  if (!config.admin.password) {
    process.stdout.write(firstAdminNotice(username, password));
  }
}
