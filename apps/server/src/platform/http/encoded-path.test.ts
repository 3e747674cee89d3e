import { commonMessages } from '@sehat/core/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerUser, uniqueName, useTestApp } from '../../../test/helper';

const t = useTestApp();

/** The same API paths, spelled so a check of the raw URL text would miss them. */
const spellings = ['/%61pi/auth/register', '/%61%70%69/auth/register', '/ap%69/auth/register'];

describe('a percent-encoded API path', () => {
  it.each(spellings)('%s from another site is refused like /api/ and creates nothing', async (url) => {
    const username = uniqueName('csrf');
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://jahat.example' },
      payload: {
        username,
        fullName: 'Korban',
        email: `${username}@contoh.id`,
        password: 'rahasia123',
        consent: true,
        adult: true,
      },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: commonMessages.foreignOrigin });
    const [row] = await t.app.db.select({ n: count() }).from(users).where(eq(users.username, username));
    expect(row!.n).toBe(0);
  });

  it('finds the session as /api/ does', async () => {
    const account = await registerUser(t.app);
    const response = await t.app.inject({ url: '/%61pi/auth/session', headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: account.id } });
  });
});
