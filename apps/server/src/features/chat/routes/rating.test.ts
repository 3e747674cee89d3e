import { ratingMessages } from '@sehat/core/chat/case-messages';
import { dataExportSchema } from '@sehat/core/privacy/export-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../test/chat';
import { chatResolutions } from '../../../db/schema/index';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const ratingUrl = (id: number) => `/api/chat/conversations/${id}/rating`;
const resolve = async (id: number) => {
  const response = await injectAs(t.app, admin)('PATCH', `/api/admin/chat/conversations/${id}`, {
    status: 'resolved',
  });
  expect(response.statusCode).toBe(200);
};

async function helpedPerson() {
  const person = await registerUser(t.app);
  const id = await conversationOf(t.app, person);
  await sent(t.app, person, id, 'Saya cemas sekali');
  await sent(t.app, admin, id, 'Kami mendengarkan. Ceritakan pelan-pelan.');
  return { person, id };
}

describe('rating a resolved conversation', () => {
  it('is not possible while the conversation is open', async () => {
    const { person, id } = await helpedPerson();
    const as = injectAs(t.app, person);
    expect((await as('GET', ratingUrl(id))).json()).toEqual({ ratable: false, rating: null });
    const early = await as('POST', ratingUrl(id), { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'NOT_RESOLVED', message: ratingMessages.notResolved });
  });

  it('takes one rating per resolution; a reopened and re-resolved conversation can be rated again', async () => {
    const { person, id } = await helpedPerson();
    const as = injectAs(t.app, person);
    await resolve(id);
    expect((await as('GET', ratingUrl(id))).json()).toEqual({ ratable: true, rating: null });

    const rated = await as('POST', ratingUrl(id), { score: 4, comment: '  Sangat membantu  ' });
    expect(rated.statusCode).toBe(201);
    expect(rated.json().rating).toMatchObject({ score: 4, comment: 'Sangat membantu' });
    expect((await as('GET', ratingUrl(id))).json()).toMatchObject({ ratable: false, rating: { score: 4 } });

    const again = await as('POST', ratingUrl(id), { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ALREADY_RATED', message: ratingMessages.alreadyRated });

    await sent(t.app, person, id, 'Saya ingin cerita lagi');
    expect((await as('GET', ratingUrl(id))).json()).toEqual({ ratable: false, rating: null });
    await resolve(id);
    const second = await as('POST', ratingUrl(id), { score: 2 });
    expect(second.statusCode).toBe(201);
    expect((await as('GET', ratingUrl(id))).json()).toMatchObject({
      ratable: false,
      rating: { score: 2, comment: null },
    });

    const copy = await as('GET', '/api/profile/export');
    expect(copy.json().chatRatings.map((rating: { score: number }) => rating.score)).toEqual([4, 2]);
  });

  it('refuses a score outside 1–5 or a comment too long, and stores nothing', async () => {
    const { person, id } = await helpedPerson();
    await resolve(id);
    const as = injectAs(t.app, person);
    for (const body of [{ score: 0 }, { score: 6 }, { score: 3.5 }, { score: '5' }, {}]) {
      const response = await as('POST', ratingUrl(id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(ratingMessages.scoreInvalid);
    }
    const long = await as('POST', ratingUrl(id), { score: 3, comment: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(ratingMessages.commentTooLong(1000));
    expect((await as('GET', ratingUrl(id))).json()).toEqual({ ratable: true, rating: null });
  });

  it("is in the person's data copy: each rating with its comment and when the conversation it rates was resolved", async () => {
    const { person, id } = await helpedPerson();
    const as = injectAs(t.app, person);
    await resolve(id);
    expect((await as('POST', ratingUrl(id), { score: 5, comment: 'Terima kasih' })).statusCode).toBe(201);
    const [resolution] = await t.app.db
      .select()
      .from(chatResolutions)
      .where(eq(chatResolutions.conversationId, id));

    const copy = dataExportSchema.parse((await as('GET', '/api/profile/export')).json());
    expect(copy.chatRatings).toEqual([
      {
        score: 5,
        comment: 'Terima kasih',
        createdAt: expect.any(String),
        resolvedAt: resolution!.resolvedAt.toISOString(),
      },
    ]);
    const stranger = await registerUser(t.app);
    const theirs = dataExportSchema.parse(
      (await injectAs(t.app, stranger)('GET', '/api/profile/export')).json(),
    );
    expect(theirs.chatRatings).toEqual([]);
  });

  it('cannot be given or read by anyone else: another person, a counsellor, a visitor', async () => {
    const { id } = await helpedPerson();
    await resolve(id);
    const stranger = await registerUser(t.app);
    for (const account of [stranger, admin]) {
      expect((await injectAs(t.app, account)('POST', ratingUrl(id), { score: 1 })).statusCode).toBe(404);
      expect((await injectAs(t.app, account)('GET', ratingUrl(id))).statusCode).toBe(404);
    }
    expect((await injectAs(t.app, null)('POST', ratingUrl(id), { score: 1 })).statusCode).toBe(401);
  });
});
