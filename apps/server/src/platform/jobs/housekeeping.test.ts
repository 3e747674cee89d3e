import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatEvents,
  fileChunks,
  chatResultShares,
  messages,
  rateLimits,
  screeningResultCounts,
  screeningResults,
  sessions,
  storedFiles,
  uploads,
} from '../../db/schema/index';
import { conversationOf, sendPdf, sent } from '../../../test/chat';
import { createAdmin, registerUser, useTestApp } from '../../../test/helper';
import { multipartBody } from '../../../test/multipart';
import { getQuestions, seedQuestions, submit, yesAt } from '../../../test/selftest';
import { storedFilePaths } from '../../../test/stored-files';

const t = useTestApp({ retention: { selftestAnonymousDays: 365, chatDays: 30 } });
beforeAll(async () => {
  await seedQuestions(t.app);
  await createAdmin(t.app);
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('housekeeping sweep', () => {
  it('purges expired sessions and finished rate-limit windows, keeping live ones', async () => {
    const user = await registerUser(t.app);
    await t.app.db.insert(sessions).values({ id: `old-${user.id}`, userId: user.id, expiresAt: new Date(0) });
    await t.app.db.insert(rateLimits).values([
      { key: `old-${user.id}`, count: 1, resetAt: new Date(0) },
      { key: `live-${user.id}`, count: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await t.app.housekeeping.sweep()).toBe(true);
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.id)).not.toContain(`old-${user.id}`);
    expect(left).toHaveLength(1);
    const keys = (await t.app.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(`live-${user.id}`);
    expect(keys).not.toContain(`old-${user.id}`);
  });

  it("turns anonymous submissions past retention into counts; a user's results stay", async () => {
    const { questions } = await getQuestions(t.app);
    const user = await registerUser(t.app);
    for (let i = 0; i < 2; i++) await submit(t.app, { jawaban: yesAt(questions.length) });
    await submit(t.app, { jawaban: yesAt(questions.length) }, { cookie: user.cookie });
    await submit(t.app, { jawaban: yesAt(questions.length) });
    const rows = await t.app.db.select().from(screeningResults);
    const anonymous = rows.filter((row) => row.userId === null).slice(0, 2);
    await t.app.db
      .update(screeningResults)
      .set({ createdAt: daysAgo(400) })
      .where(
        inArray(screeningResults.id, [
          ...anonymous.map((r) => r.id),
          ...rows.filter((r) => r.userId !== null).map((r) => r.id),
        ]),
      );

    await t.app.housekeeping.sweep();
    const remaining = await t.app.db.select().from(screeningResults);
    expect(remaining.filter((row) => anonymous.some((a) => a.id === row.id))).toEqual([]);
    expect(remaining.some((row) => row.userId === user.id)).toBe(true);
    expect(remaining.some((row) => row.userId === null)).toBe(true);
    const counts = await t.app.db.select().from(screeningResultCounts);
    expect(counts).toEqual([
      expect.objectContaining({
        code: 'srq29',
        outcome: { hasil: anonymous[0]!.hasil, severity: anonymous[0]!.severity },
        count: 2,
      }),
    ]);
  });

  it('deletes chat messages past CHAT_RETENTION_DAYS with their files and events', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    const { payload, headers } = multipartBody({ clientId: 'retention-file-1' }, [
      {
        field: 'file',
        filename: 'catatan.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    expect(file.statusCode).toBe(201);
    const old = await sent(t.app, user, id, 'pesan lama');
    const recent = await sent(t.app, user, id, 'pesan baru');
    const fileId = file.json().message.id as number;
    const [stored] = await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id));
    await t.app.db
      .update(messages)
      .set({ createdAt: daysAgo(31) })
      .where(inArray(messages.id, [fileId, old.id]));
    await t.app.db
      .update(chatEvents)
      .set({ createdAt: daysAgo(31) })
      .where(eq(chatEvents.userId, user.id));

    await t.app.housekeeping.sweep();
    const left = await t.app.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
    expect(await storedFilePaths(t)).not.toContain(stored!.path);
  });

  it('deletes results shared in the chat past CHAT_RETENTION_DAYS, keeping recent ones', async () => {
    const user = await registerUser(t.app);
    const questions = (await getQuestions(t.app)).questions;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const result = await submit(t.app, { jawaban: yesAt(questions.length, 17) }, { cookie: user.cookie });
      const shared = await t.app.inject({
        method: 'POST',
        url: '/api/chat/result-share',
        payload: { resultId: result.json().id },
        headers: { cookie: user.cookie },
      });
      expect(shared.statusCode).toBe(201);
      ids.push(result.json().id as number);
    }
    await t.app.db
      .update(chatResultShares)
      .set({ sharedAt: daysAgo(31) })
      .where(eq(chatResultShares.resultId, ids[0]!));

    await t.app.housekeeping.sweep();
    const left = await t.app.db
      .select({ resultId: chatResultShares.resultId })
      .from(chatResultShares)
      .where(inArray(chatResultShares.resultId, ids));
    expect(left).toEqual([{ resultId: ids[1] }]);
  });

  it('deletes stored files no upload names a day after they were written, with their chunks', async () => {
    const user = await registerUser(t.app);
    await sendPdf(t.app, user, await conversationOf(t.app, user));
    const [named] = await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id));
    const unnamed = ['.private/chat/putus-lama.pdf', '.private/chat/sedang-ditulis.pdf'];
    // With FILE_STORAGE=folder the named file is in the folder: its row is made here.
    await t.app.db.insert(storedFiles).values({ path: named!.path, size: 4 }).onConflictDoNothing();
    await t.app.db.insert(storedFiles).values(unnamed.map((path) => ({ path })));
    await t.app.db
      .insert(fileChunks)
      .values(unnamed.map((path) => ({ path, seq: 0, data: Buffer.from('%PDF') })));
    await t.app.db
      .update(storedFiles)
      .set({ createdAt: daysAgo(2) })
      .where(inArray(storedFiles.path, [unnamed[0]!, named!.path]));

    await t.app.housekeeping.sweep();
    const left = await t.app.db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(inArray(storedFiles.path, [...unnamed, named!.path]));
    expect(left.map((row) => row.path).sort()).toEqual([unnamed[1], named!.path].sort());
    expect(await t.app.db.select().from(fileChunks).where(eq(fileChunks.path, unnamed[0]!))).toEqual([]);
  });
});
