import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema/index';
import { announceSessionEnded } from './session-events';
import { newToken, sha256 } from '../../../lib/tokens';
import type { AccountRow } from '../../../presenters/user';

export const SESSION_COOKIE = 'sid';

export interface SessionService {
  /** Starts a session for the user and sets its cookie; ends the request's previous session. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /** Ends the request's session and clears its cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of the user except `keepSessionId` (inside `executor`'s transaction, if given). */
  endOthers(userId: number, keepSessionId: string | null, executor?: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    user: AccountRow | null;
    sessionId: string | null;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { db } = app;
    const ttlMs = config.sessionTtlMs;

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
      maxAge: Math.floor(ttlMs / 1000),
    });

    const expiry = () => new Date(Date.now() + ttlMs);
    // Every API request of a logged-in user runs it: built once (ADR 95).
    const lookup = db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
      .prepare('session_lookup');

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // Only API calls need to know who is asking; static files and the SPA shell do not.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const id = sha256(token);
      const [row] = await lookup.execute({ id });
      if (!row) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      const { passwordHash: _hash, ...account } = row.user;
      request.user = account;
      request.sessionId = id;
      // Sliding expiry: an active user is not logged out; refresh at most once per half-life.
      if (row.session.expiresAt.getTime() - Date.now() < ttlMs / 2) {
        await db.update(sessions).set({ expiresAt: expiry() }).where(eq(sessions.id, id));
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      }
    });

    const service: SessionService = {
      async start(request, reply, userId) {
        if (request.sessionId) await db.delete(sessions).where(eq(sessions.id, request.sessionId));
        const token = newToken();
        const id = sha256(token);
        await db.insert(sessions).values({ id, userId, expiresAt: expiry() });
        request.sessionId = id;
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      },
      async end(request, reply) {
        if (request.sessionId) {
          await db.delete(sessions).where(eq(sessions.id, request.sessionId));
          await announceSessionEnded(db, { sessionId: request.sessionId });
        }
        request.sessionId = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      async endOthers(userId, keepSessionId, executor = db) {
        await executor
          .delete(sessions)
          .where(
            keepSessionId
              ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
              : eq(sessions.userId, userId),
          );
        await announceSessionEnded(executor, { userId, exceptSessionId: keepSessionId });
      },
    };
    app.decorate('sessions', service);
  },
  { name: 'sessions', dependencies: ['db', 'cookie'] },
);
