import type { Role } from '@sehat/core/user/limits';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { uploads, users, type UserRow } from '../../db/schema/index';
import type { DuplicateField } from './user-conflicts';
import type { Db } from '../database/client';
import type { Tx } from '../database/transaction';
import type { EmailChange } from './email-change';
import type { AccountRow } from './user-presenter';

/** Every users column but the password hash: what may leave a repository. */
const { passwordHash: _hash, ...accountColumns } = getTableColumns(users);
export { accountColumns };

export interface NewUser {
  username: string;
  email: string;
  fullName: string;
  address?: string;
  role?: Role;
  passwordHash: string;
  /** Set at sign-up; an account an admin makes has none until its owner gives it. */
  consent?: Consent;
}

/** Consent to process health data (with the 18+ confirmation), to one policy version. */
export interface Consent {
  at: Date;
  policyVersion: string;
  statistics: boolean;
}

export interface UsersRepository {
  findById(id: number): Promise<AccountRow | undefined>;
  /** By username (any case) or by email. Includes the hash: only for credential checks. */
  findForLogin(login: string): Promise<UserRow | undefined>;
  findHashById(id: number): Promise<string | undefined>;
  /** Which of username/email another account already holds. */
  findDuplicates(
    candidate: { username?: string; email?: string },
    exceptId?: number,
  ): Promise<DuplicateField[]>;
  create(user: NewUser, executor?: Db): Promise<AccountRow>;
  /**
   * Updates the profile; a new avatar replaces the old one's upload record, and a new email
   * runs `onEmailChange`, in the same transaction.
   */
  updateProfile(
    id: number,
    patch: { fullName: string; email: string; address: string },
    avatar: { path: string; mime: string; size: number } | undefined,
    onEmailChange: (tx: Tx, change: EmailChange) => Promise<void>,
  ): Promise<AccountRow | undefined>;
  recordConsent(id: number, consent: Consent): Promise<void>;
  /** The optional statistics consent, given or withdrawn on its own. */
  recordStatisticsConsent(id: number, statistics: boolean, at: Date): Promise<AccountRow | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/**
 * The accounts table, read by sign-in, registration, the profile, the chat and the admin's user
 * management alike: a platform piece so auth and users need not lean on each other (ADR 240).
 */
export default fp(
  async (app) => {
    const { db } = app;
    const repository: UsersRepository = {
      async findById(id) {
        const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
        return row;
      },
      async findForLogin(login) {
        const value = login.trim();
        const [row] = await db
          .select()
          .from(users)
          .where(sql`lower(${users.username}) = lower(${value}) or ${users.email} = lower(${value})`)
          .limit(1);
        return row;
      },
      async findHashById(id) {
        const [row] = await db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, id));
        return row?.passwordHash;
      },
      async findDuplicates({ username, email }, exceptId) {
        const rows = await db
          .select({ username: users.username, email: users.email })
          .from(users)
          .where(
            sql`(lower(${users.username}) = lower(${username ?? null}) or ${users.email} = ${email ?? null})
                and ${users.id} <> ${exceptId ?? -1}`,
          );
        const found = new Set<DuplicateField>();
        for (const row of rows) {
          if (username && row.username.toLowerCase() === username.toLowerCase()) found.add('username');
          if (email && row.email === email) found.add('email');
        }
        return [...found];
      },
      async recordConsent(id, consent) {
        await db
          .update(users)
          .set({
            consentAt: consent.at,
            consentPolicyVersion: consent.policyVersion,
            statisticsConsent: consent.statistics,
            statisticsConsentAt: consent.at,
          })
          .where(eq(users.id, id));
      },
      async recordStatisticsConsent(id, statistics, at) {
        const [row] = await db
          .update(users)
          .set({ statisticsConsent: statistics, statisticsConsentAt: at })
          .where(eq(users.id, id))
          .returning(accountColumns);
        return row;
      },
      async create({ consent, ...user }, executor = db) {
        const consentColumns = consent
          ? {
              consentAt: consent.at,
              consentPolicyVersion: consent.policyVersion,
              statisticsConsent: consent.statistics,
              statisticsConsentAt: consent.at,
            }
          : {};
        const [row] = await executor
          .insert(users)
          .values({ ...user, ...consentColumns })
          .returning(accountColumns);
        return row!;
      },
      async updateProfile(id, patch, avatar, onEmailChange) {
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({ photoPath: users.photoPath, email: users.email })
            .from(users)
            .where(eq(users.id, id));
          if (!before) return undefined;
          if (before.email !== patch.email) {
            await onEmailChange(tx, { userId: id, previousEmail: before.email, email: patch.email });
          }
          const [row] = await tx
            .update(users)
            .set({ ...patch, ...(avatar ? { photoPath: avatar.path } : {}), updatedAt: sql`now()` })
            .where(eq(users.id, id))
            .returning(accountColumns);
          if (avatar) {
            await tx.insert(uploads).values({ userId: id, kind: 'avatar', ...avatar });
            if (before.photoPath) {
              await tx.delete(uploads).where(and(eq(uploads.userId, id), eq(uploads.path, before.photoPath)));
            }
          }
          return row;
        });
      },
    };
    app.decorate('usersRepository', repository);
  },
  { name: 'users-repository', dependencies: ['db'] },
);
