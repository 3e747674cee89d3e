import { authMessages } from '@sehat/core/auth/messages';
import { profileMessages } from '@sehat/core/profile/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { registerUser, uniqueName, useTestApp, withLimits, type Account } from '../../../../test/helper';

const windowMs = 60 * 60 * 1000;
const t = useTestApp(
  withLimits({
    'profile:email:account': { max: 3, windowMs },
    'profile:email:address': { max: 5, windowMs },
  }),
);

/** Each test sends from its own address, so the per-address counter starts empty. */
function changeEmail(account: Account, email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'PATCH',
    remoteAddress,
    url: '/api/profile',
    payload: { fullName: 'Pengguna Uji', email, address: '' },
    headers: { cookie: account.cookie },
  });
}

const emailOf = async (account: Account) =>
  (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, account.id)))[0]!.email;

describe('PATCH /api/profile: moving to another address is limited', () => {
  it('allows a few tries per account, then answers 429 with Retry-After and the wait', async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    for (let i = 0; i < 3; i += 1) {
      const taken = await changeEmail(owner, other.email, '192.0.2.1');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(authMessages.emailTaken);
    }
    const refused = await changeEmail(owner, `${uniqueName()}@contoh.id`, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(profileMessages.tooManyEmailChanges(retryAfter));
    expect(await emailOf(owner)).toBe(owner.email);

    const sameEmail = await changeEmail(owner, owner.email, '192.0.2.1');
    expect(sameEmail.statusCode).toBe(200);
  });

  it('lets at most the limit through when tries arrive at once', async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => changeEmail(owner, other.email, '192.0.2.2')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(3).fill(409), ...Array<number>(9).fill(429)]);
  });

  it('limits one address across accounts', async () => {
    const other = await registerUser(t.app);
    const codes: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const account = await registerUser(t.app);
      for (let i = 0; i < 2; i += 1)
        codes.push((await changeEmail(account, other.email, '192.0.2.3')).statusCode);
    }
    expect(codes).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
