import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a change invalidates. The database announces each one itself: statement triggers
 * (migration 0011) send `pg_notify('public_cache', scope)` on commit, from every write path.
 */
export const publicCacheScopes = ['journals', 'selftest', 'forum'] as const;
export type PublicCacheScope = (typeof publicCacheScopes)[number];
/**
 * Pages rendered for visitors (ADR 82): they show data of every scope, so any change clears
 * them, and so does a change to what only they show (services, service hours), which the
 * database announces as `pages` (ADR 207).
 */
export type CacheScope = PublicCacheScope | 'pages';
/** The channel the database announces each change on. */
export const publicCacheChannel = 'public_cache';
/** Keys per scope are bounded by the routes (no free text); this is only a backstop. */
const MAX_ENTRIES = 500;
/** A rendered page is tens of kilobytes, and its URL may carry a search: fewer of them. */
const MAX_PAGES = 50;

/**
 * Shared caches (a CDN) may keep a public read for half a minute; a browser asks every time
 * (a 304 is cheap), so whoever just changed something, or refreshes a list, sees it at once.
 */
export const publicCacheControl = 'public, max-age=0, must-revalidate, s-maxage=30';
/** Settings from the environment change only with a restart: five minutes, then a day while refreshing. */
export const configCacheControl = 'public, max-age=300, stale-while-revalidate=86400';
/** Caches must ask every time; the ETag makes asking cheap. */
export const revalidateCacheControl = 'public, no-cache';

export interface Cached<T> {
  value: T;
  etag: string;
}

/** `at`: when its load began (Date.now()). */
type Loaded<T> = Cached<T> & { at: number };

export interface PublicCache {
  /**
   * The cached answer for `key`, loaded once per change of `scope` on any instance, and again
   * once it is older than `maxAgeMs` when given.
   */
  get<T>(scope: CacheScope, key: string, load: () => Promise<T>, maxAgeMs?: number): Promise<Cached<T>>;
  /** Sends 304 when the client holds this version, else the value, with ETag and Cache-Control. */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    cached: Cached<T>,
    cacheControl: string,
  ): T | FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** `'unchanged'`: this write route changes nothing a public read holds (ADR 255). */
    publicCache?: 'unchanged';
  }
}

/**
 * The route config of a write that changes nothing the public cache holds (a screening's
 * result): its answer need not wait to hear the database's announcements (ADR 255). Each such
 * route has a test that it announces nothing (`publicCacheTraffic`).
 */
export const changesNoPublicData = { publicCache: 'unchanged' } as const;

export function etagOf(value: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}

/** True when If-None-Match names `etag` (weak or strong, one of a list, or `*`). */
export function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * In-process cache of public reads (ADR 73), coherent across instances through the event bus.
 * A load that began before an invalidation is not stored, so a late answer never outlives it.
 */
export default fp(
  async (app) => {
    const scopes: CacheScope[] = [...publicCacheScopes, 'pages'];
    const entries = new Map<CacheScope, Map<string, Loaded<unknown>>>(
      scopes.map((scope) => [scope, new Map()]),
    );
    const generations = new Map<CacheScope, number>(scopes.map((scope) => [scope, 0]));
    /** Loads under way: requests that miss together share one load (and one render). */
    const loading = new Map<CacheScope, Map<string, Promise<Loaded<unknown>>>>(
      scopes.map((scope) => [scope, new Map()]),
    );
    const clear = (scope: CacheScope) => {
      generations.set(scope, (generations.get(scope) ?? 0) + 1);
      entries.get(scope)?.clear();
      // A request after a change never waits for a load that began before it.
      loading.get(scope)?.clear();
    };
    const invalidate = (scope: PublicCacheScope) => {
      clear(scope);
      clear('pages');
    };

    await app.eventBus.subscribe(publicCacheChannel, {
      onNotify: (payload) => {
        const scope = publicCacheScopes.find((known) => known === payload);
        if (scope) invalidate(scope);
        else if (payload === 'pages') clear('pages');
      },
      onReconnect: () => publicCacheScopes.forEach(invalidate),
    });

    // On PostgreSQL the notification reaches this instance a moment after commit: a write
    // answered here waits until this instance has heard what its commits announced (and so
    // dropped exactly those copies) before its answer leaves, so its own next read is fresh.
    // When that cannot be known, it assumes everything changed (ADR 207). A write that changes
    // nothing public has nothing to wait for (ADR 255).
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      if (request.routeOptions.config.publicCache === 'unchanged') return;
      await app.eventBus.caughtUp().catch(() => publicCacheScopes.forEach(invalidate));
    });

    const cache: PublicCache = {
      async get<T>(scope: CacheScope, key: string, load: () => Promise<T>, maxAgeMs?: number) {
        const scoped = entries.get(scope)!;
        const hit = scoped.get(key) as Loaded<T> | undefined;
        if (hit && (maxAgeMs === undefined || Date.now() - hit.at <= maxAgeMs)) return hit;
        const pending = loading.get(scope)!;
        const inFlight = pending.get(key) as Promise<Loaded<T>> | undefined;
        if (inFlight) return inFlight;
        const generation = generations.get(scope);
        const loadOnce = (async () => {
          const at = Date.now();
          const value = await load();
          const loaded = { value, etag: etagOf(value), at };
          if (generations.get(scope) === generation) {
            if (scoped.size >= (scope === 'pages' ? MAX_PAGES : MAX_ENTRIES)) scoped.clear();
            scoped.set(key, loaded);
          }
          return loaded;
        })();
        pending.set(key, loadOnce);
        try {
          return await loadOnce;
        } finally {
          if (pending.get(key) === loadOnce) pending.delete(key);
        }
      },
      send(request, reply, cached, cacheControl) {
        reply.header('etag', cached.etag).header('cache-control', cacheControl);
        if (clientHolds(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
        return cached.value;
      },
    };
    app.decorate('publicCache', cache);
  },
  { name: 'public-cache', dependencies: ['event-bus'] },
);
