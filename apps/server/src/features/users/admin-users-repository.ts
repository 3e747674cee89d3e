import { userIdInQuery } from '@sehat/core/admin/users/rules';
import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { users } from '../../db/schema/index';
import { pageOf } from '../../platform/cursors/id-cursor';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import { accountColumns } from '../../platform/accounts/users-repository';

export interface AdminUserPage {
  rows: AccountRow[];
  total: number;
  nextCursor: string | null;
}

export interface AdminUsersRepository {
  /** Newest first; `q` matches name, username and email (substring, any case) or the exact id. */
  list(query: {
    q?: string | undefined;
    limit: number;
    beforeId?: number | undefined;
  }): Promise<AdminUserPage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
  }
}

/** `%`, `_` and `\` typed by the admin are searched for literally, not as LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// lower(…) LIKE lower(…) rather than ILIKE: the same matches at half the cost per row (the
// search scans the table; see docs/decisions/0009-admin-user-management-rules.md).
function searchFilter(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const id = userIdInQuery(q);
  return or(
    sql`lower(${users.fullName}) like lower(${pattern})`,
    sql`lower(${users.username}) like lower(${pattern})`,
    sql`${users.email} like lower(${pattern})`,
    id ? eq(users.id, id) : undefined,
  );
}

export default fp(
  async (app) => {
    const repository: AdminUsersRepository = {
      async list({ q, limit, beforeId }) {
        const filter = q ? searchFilter(q) : undefined;
        const [rows, [totals]] = await Promise.all([
          app.db
            .select(accountColumns)
            .from(users)
            .where(and(filter, beforeId ? lt(users.id, beforeId) : undefined))
            .orderBy(desc(users.id))
            .limit(limit + 1),
          app.db.select({ total: count() }).from(users).where(filter),
        ]);
        const { page, nextCursor } = pageOf(rows, limit);
        return { rows: page, total: totals?.total ?? 0, nextCursor };
      },
    };
    app.decorate('adminUsersRepository', repository);
  },
  { name: 'admin-users-repository', dependencies: ['db'] },
);
