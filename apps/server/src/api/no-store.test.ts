import { configCacheControl } from '../platform/web-pages/public-cache';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdmin } from '../../test/inject-as';
import { registerUser, useTestApp, type Account } from '../../test/helper';

const t = useTestApp();
const { call: asAdmin } = useAdmin(t);
let user: Account;

beforeAll(async () => {
  user = await registerUser(t.app);
});

describe('Cache-Control on API answers', () => {
  it.each([
    '/api/profile',
    '/api/auth/session',
    '/api/forum/questions',
    '/api/forum/questions?mine=true',
    '/api/selftest/submissions',
    '/api/chat/conversation',
  ])('a personal answer (%s) is never stored', async (url) => {
    const response = await injectAs(t.app, user)('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/admin/users', '/api/admin/audit-log', '/api/admin/moderation', '/api/admin/chat/users'])(
    'an admin list (%s) is never stored',
    async (url) => {
      const response = await asAdmin('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('an error answer is never stored either', async () => {
    const response = await injectAs(t.app, null)('GET', '/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("a route's own caching rule wins", async () => {
    const response = await injectAs(t.app, null)('GET', '/api/site');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(configCacheControl);
  });
});
