import type { ModerationItem } from '@sehat/core/forum/moderation-contract';
import { forumMessages } from '@sehat/core/forum/messages';
import { defaultStandingRules, newAccountLimits } from '@sehat/core/forum/standing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsAged, askQuestion, moderate, report } from '../../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

/** The production rules: a new account's reports weigh nothing, a young one's half (ADR 184). */
let t: TestApp;
let admin: Account;
let reader: Account;
beforeAll(async () => {
  t = await buildTestApp({ forumStanding: defaultStandingRules, forumHideAfterReports: 3 });
  admin = await createAdmin(t.app);
  reader = await registerUser(t.app);
});
afterAll(() => t.close());

/** `n` accounts made `ageDays` ago, each with `posts` questions nobody hid. */
async function accounts(n: number, { ageDays, posts = 0 }: { ageDays: number; posts?: number }) {
  const made = await accountsAged(t.app, n, ageDays);
  for (const account of made) {
    for (let i = 0; i < posts; i++) await askQuestion(t.app, account, { title: `Cerita ${i}` });
  }
  return made;
}

const visible = async (questionId: number) =>
  (await injectAs(t.app, reader)('GET', `/api/forum/questions/${questionId}`)).statusCode === 200;

async function queued(questionId: number): Promise<ModerationItem | undefined> {
  const reply = await injectAs(t.app, admin)('GET', '/api/admin/moderation?status=open&limit=100');
  return reply
    .json<{ items: ModerationItem[] }>()
    .items.find((i) => i.kind === 'question' && i.id === questionId);
}

async function reportAll(reporters: Account[], questionId: number) {
  for (const reporter of reporters) {
    const reply = await report(t.app, reporter, 'question', questionId);
    expect(reply.statusCode, reply.body).toBe(201);
  }
}

describe('a wave of reports', () => {
  it('from brand-new accounts hides nothing: it waits in the queue', async () => {
    const target = await askQuestion(t.app, (await accounts(1, { ageDays: 30, posts: 3 }))[0]!);
    await reportAll(await accounts(10, { ageDays: 0 }), target.id);
    expect(await visible(target.id)).toBe(true);
    expect((await queued(target.id))?.reports).toBe(10);
  });

  it('from young accounts counts half: twice as many as established ones hide', async () => {
    const target = await askQuestion(t.app, (await accounts(1, { ageDays: 30, posts: 3 }))[0]!);
    const young = await accounts(6, { ageDays: 2 });
    await reportAll(young.slice(0, 5), target.id);
    expect(await visible(target.id)).toBe(true);
    await reportAll(young.slice(5), target.id);
    expect(await visible(target.id)).toBe(false);
  });

  it('from established accounts hides, but not again after an admin kept it, until its author edits it', async () => {
    const author = (await accounts(1, { ageDays: 30, posts: 3 }))[0]!;
    const target = await askQuestion(t.app, author);
    const wave = await accounts(6, { ageDays: 30, posts: 3 });
    await reportAll(wave.slice(0, 3), target.id);
    expect(await visible(target.id)).toBe(false);

    expect((await moderate(t.app, admin, 'question', target.id, 'keep')).statusCode).toBe(200);
    expect(await visible(target.id)).toBe(true);
    await reportAll(wave.slice(3), target.id);
    expect(await visible(target.id)).toBe(true);
    expect((await queued(target.id))?.reports).toBe(3);

    const edited = await injectAs(t.app, author)('PATCH', `/api/forum/questions/${target.id}`, {
      title: 'Judul yang diubah',
      desc: 'Isi yang diubah sesudah ditinjau.',
    });
    expect(edited.statusCode).toBe(200);
    await reportAll(await accounts(1, { ageDays: 30, posts: 3 }), target.id);
    expect(await visible(target.id)).toBe(false);
  });

  it("never hides an admin's post: the reports go to the queue", async () => {
    const post = await askQuestion(t.app, admin, { title: 'Pengumuman tim' });
    await reportAll(await accounts(4, { ageDays: 30, posts: 3 }), post.id);
    expect(await visible(post.id)).toBe(true);
    expect((await queued(post.id))?.reports).toBe(4);
  });
});

describe('a brand-new account', () => {
  it('reports and asks within lower limits during its first day', async () => {
    const [fresh] = await accounts(1, { ageDays: 0 });
    const [older] = await accounts(1, { ageDays: 2 });
    const author = (await accounts(1, { ageDays: 30, posts: 0 }))[0]!;
    const targets = await Promise.all(
      Array.from({ length: newAccountLimits.reportsPerHour + 1 }, () => askQuestion(t.app, author)),
    );
    for (const [i, target] of targets.entries()) {
      const reply = await report(t.app, fresh!, 'question', target.id);
      if (i < newAccountLimits.reportsPerHour) expect(reply.statusCode).toBe(201);
      else {
        expect(reply.statusCode).toBe(429);
        const wait = Number(reply.headers['retry-after']);
        expect(reply.json().error.message).toBe(forumMessages.newAccountLimited(wait));
      }
    }
    expect((await report(t.app, older!, 'question', targets.at(-1)!.id)).statusCode).toBe(201);

    for (let i = 0; i < newAccountLimits.questionsPerHour; i++) await askQuestion(t.app, fresh!);
    const asked = await injectAs(t.app, fresh!)('POST', '/api/forum/questions', {
      title: 'Satu lagi',
      desc: 'Pertanyaan keempat dalam satu jam.',
    });
    expect(asked.statusCode).toBe(429);
    await askQuestion(t.app, older!);
  });
});
