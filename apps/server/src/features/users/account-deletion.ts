import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { uploads, users } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import type { AccountRow } from '../../platform/accounts/user-presenter';

/** The one way an account goes, whether an admin removes it or its owner does. */
export interface AccountDeletion {
  /**
   * Inside the caller's transaction, with the user's row already locked: ends every session
   * (open streams hear of it), deletes the user and so every row that references them (their
   * kept mails too), gives them a pseudonym in the audit log, and returns the files to remove
   * once the transaction has committed.
   */
  deleteRows(tx: Tx, target: AccountRow): Promise<Set<string>>;
  /** Removes the files `deleteRows` returned; one that cannot go is logged, not thrown. */
  removeFiles(files: Set<string>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletion: AccountDeletion;
  }
}

export default fp(
  async (app) => {
    const deletion: AccountDeletion = {
      async deleteRows(tx, target) {
        // Locking the user first (the caller's job) makes concurrent uploads for them wait,
        // then fail on the foreign key, so the list of files read here is complete.
        const stored = await tx
          .select({ path: uploads.path })
          .from(uploads)
          .where(eq(uploads.userId, target.id));
        await app.sessions.endOthers(target.id, null, tx);
        // Every table that references users does so with ON DELETE CASCADE.
        await tx.delete(users).where(eq(users.id, target.id));
        await app.auditLog.forgetAccount(tx, target.id);
        return new Set([...stored.map((file) => file.path), ...(target.photoPath ? [target.photoPath] : [])]);
      },
      async removeFiles(files) {
        await app.fileStorage.removeAll(files, 'a file of a deleted user');
      },
    };
    app.decorate('accountDeletion', deletion);
  },
  { name: 'account-deletion', dependencies: ['db', 'sessions', 'file-storage', 'audit-log'] },
);
