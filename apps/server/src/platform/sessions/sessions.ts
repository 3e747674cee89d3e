import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from '../database/client';
import { sessions, users } from '../../db/schema/index';
import { SessionCache } from './session-cache';
import { announceSessionEnded } from './session-events';
import { newToken, sha256 } from '../security/tokens';
import type { AccountRow } from '../accounts/user-presenter';
import { isApiRequest, routePatternOf } from '../http/api-route';

export const SESSION_COOKIE = 'sid';
/** The database announces here every change that could make a cached session wrong (migration 0019). */
const SESSION_CACHE_CHANNEL = 'session_cache';
/** A backstop only: the announcements keep the cache right (ADR 101). */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_ENTRIES = 10_000;
/** Writes that can change the asker's or another account: this instance forgets at once (ADR 101). */
const ACCOUNT_WRITES = ['/api/auth/', '/api/profile', '/api/admin/users'];

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
    const cache = new SessionCache(SESSION_CACHE_MS, SESSION_CACHE_ENTRIES);
    await app.eventBus.subscribe(SESSION_CACHE_CHANNEL, {
      onNotify: () => cache.clear(),
      onReconnect: () => cache.clear(),
    });

    const find = async (id: string) => {
      const cached = cache.get(id);
      if (cached) return cached;
      const begun = cache.begin();
      const [row] = await lookup.execute({ id });
      if (!row) return undefined;
      const { passwordHash: _hash, ...account } = row.user;
      const found = { account, expiresAt: row.session.expiresAt };
      cache.set(id, found, begun);
      return found;
    };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // Only API calls need to know who is asking; static files and the SPA shell do not.
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const id = sha256(token);
      const session = await find(id);
      if (!session) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      request.user = session.account;
      request.sessionId = id;
      // Sliding expiry: an active user is not logged out; refresh at most once per half-life.
      if (session.expiresAt.getTime() - Date.now() < ttlMs / 2) {
        const expiresAt = expiry();
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
        cache.extend(id, expiresAt);
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      }
    });

    // The database's announcement reaches this instance a moment after commit; a write that
    // may have changed an account clears this instance's copies before its answer leaves, so
    // the next request, here, sees the change (an admin's as much as the owner's own).
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const route = routePatternOf(request);
      if (route && ACCOUNT_WRITES.some((prefix) => route.startsWith(prefix))) cache.clear();
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
  { name: 'sessions', dependencies: ['db', 'cookie', 'event-bus'] },
);
