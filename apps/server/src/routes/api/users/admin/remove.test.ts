import { randomUUID } from 'node:crypto';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminAuditLog,
  conversations,
  forumModerationLog,
  uploads,
  users,
} from '../../../../db/schema/index';
import {
  type Account,
  buildTestApp,
  createAdmin,
  registerUser,
  useTestApp,
} from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';
import { multipartBody } from '../../../../../test/multipart';
import { seedQuestions } from '../../../../../test/selftest';
import { filesUnder, referencesToUsers, rowsReferencing } from '../../../../../test/user-data';

const t = useTestApp();
const { admin, call } = useAdmin(t);
beforeAll(async () => {
  await seedQuestions(t.app);
});

async function uploadAvatar(account: Account) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({ fullName: 'Punya Foto', email: account.email, address: '' }, [
    { field: 'photo', filename: 'foto.png', contentType: 'image/png', content: png },
  ]);
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    payload,
    headers: { ...headers, cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
}

/**
 * How to give a user at least one row in each table that references users. Every such table
 * in the schema must appear here (the first assertion below checks that), so a feature that
 * adds one (forum questions, responses, votes, conversations, messages, self-test results...)
 * also adds its seeder — preferably through its real API, as these do.
 */
const seeders: Record<string, (account: Account) => Promise<void>> = {
  // A second device: the registration session plus a login.
  sessions: async (account) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.username, password: account.password },
    });
    expect(response.statusCode).toBe(200);
  },
  uploads: async (account) => {
    await uploadAvatar(account);
    // A stored file of another kind (chat attachments are tracked the same way).
    const stored = await t.app.fileStorage.write('chat', 'txt', Buffer.from('lampiran'));
    await t.app.db
      .insert(uploads)
      .values({ userId: account.id, kind: 'chat', path: stored, mime: 'text/plain', size: 8 });
  },
  selftest_submissions: async (account) => {
    const questions = await t.app.inject({ url: '/api/selftest/questions' });
    const jawaban = questions.json().questions.map(() => 1);
    const submitted = await injectAs(t.app, account)('POST', '/api/selftest/submissions', { jawaban });
    expect(submitted.statusCode).toBe(201);
  },
  conversations: async (account) => {
    const id = await openConversation(account);
    // Only an admin answers conversations; a row naming the user as its admin stands in.
    await t.app.db.update(conversations).set({ adminId: account.id }).where(eq(conversations.id, id));
  },
  // A message writes both the message and its stream event.
  chat_messages: async (account) => {
    const id = await openConversation(account);
    const sent = await injectAs(t.app, account)('POST', `/api/chat/conversations/${id}/messages`, {
      message: 'Halo, saya ingin bercerita.',
      clientId: randomUUID(),
    });
    expect(sent.statusCode).toBe(201);
  },
  chat_events: async () => {},
  forum_questions: async (account) => {
    await askQuestion(account);
  },
  forum_responses: async (account) => {
    await respond(account, await askQuestion(account));
  },
  forum_votes: async (account) => {
    const author = await registerUser(t.app);
    const responseId = await respond(author, await askQuestion(author));
    const vote = await injectAs(t.app, account)('PUT', `/api/forum/responses/${responseId}/vote`);
    expect(vote.statusCode).toBe(200);
  },
  forum_reports: async (account) => {
    const author = await registerUser(t.app);
    const questionId = await askQuestion(author);
    const report = await injectAs(t.app, account)('POST', `/api/forum/questions/${questionId}/reports`, {
      reason: 'spam',
    });
    expect(report.statusCode).toBe(201);
  },
  // Only an admin's moderation writes this record; a row naming the user on both sides stands in.
  forum_moderation_log: async (account) => {
    await t.app.db.insert(forumModerationLog).values({
      action: 'delete_question',
      targetId: 1,
      questionId: 1,
      authorId: account.id,
      adminId: account.id,
      adminUsername: account.username,
    });
  },
};

async function openConversation(account: Account): Promise<number> {
  const response = await injectAs(t.app, account)('GET', '/api/chat/conversation');
  expect(response.statusCode).toBe(200);
  return response.json().conversation.id;
}

async function askQuestion(account: Account): Promise<number> {
  const response = await injectAs(t.app, account)('POST', '/api/forum/questions', {
    title: `Pertanyaan ${account.username}`,
    desc: 'Bagaimana cara mengatasi cemas sebelum ujian?',
    tag: 'neurosis',
  });
  expect(response.statusCode).toBe(201);
  return response.json().question.id;
}

async function respond(account: Account, questionId: number): Promise<number> {
  const response = await injectAs(t.app, account)('POST', `/api/forum/questions/${questionId}/responses`, {
    text: 'Coba tarik napas perlahan dan bicarakan dengan orang yang dipercaya.',
  });
  expect(response.statusCode).toBe(201);
  return response.json().response.id;
}

async function seedEverything(account: Account) {
  for (const seed of Object.values(seeders)) await seed(account);
}

const userFiles = async (userId: number) =>
  (await t.app.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, userId))).map(
    (r) => r.path,
  );

describe('DELETE /api/admin/users/:id', () => {
  it("removes every row that references the user and every file they stored, and nobody else's", async () => {
    const references = await referencesToUsers(t.app.db);
    const tables = [...new Set(references.map((r) => r.table))];
    expect(tables.sort(), 'every table that references users needs a seeder above').toEqual(
      Object.keys(seeders).sort(),
    );

    const target = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    await seedEverything(target);
    await seedEverything(bystander);
    for (const reference of references) {
      expect(await rowsReferencing(t.app.db, reference, target.id), reference.table).toBeGreaterThan(0);
    }
    const targetFiles = await userFiles(target.id);
    const bystanderFiles = await userFiles(bystander.id);
    expect(targetFiles.length).toBeGreaterThanOrEqual(2);
    const filesBefore = await filesUnder(t.config.uploadDir);
    expect(filesBefore).toEqual(expect.arrayContaining([...targetFiles, ...bystanderFiles]));

    const response = await call('DELETE', `/api/admin/users/${target.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await t.app.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    for (const reference of references) {
      expect(await rowsReferencing(t.app.db, reference, target.id), reference.table).toBe(0);
      expect(await rowsReferencing(t.app.db, reference, bystander.id), reference.table).toBeGreaterThan(0);
    }
    expect(await filesUnder(t.config.uploadDir)).toEqual(
      filesBefore.filter((file) => !targetFiles.includes(file)),
    );
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie: target.cookie } });
    expect(session.json().user).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: target.username, password: target.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('logs the deletion (who, whom, the role) and the entry outlives the user', async () => {
    const target = await registerUser(t.app);
    await call('DELETE', `/api/admin/users/${target.id}`);
    const entries = await t.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, target.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.deleted',
        actorId: admin.id,
        actorUsername: admin.username,
        targetUsername: target.username,
        details: { role: 'user' },
      }),
    ]);
  });

  it('deletes another admin while one remains', async () => {
    const other = await createAdmin(t.app);
    expect((await call('DELETE', `/api/admin/users/${other.id}`)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses to delete the account the admin is logged in with (409), keeping its data and files', async () => {
    const self = await createAdmin(t.app);
    await uploadAvatar(self);
    const files = await userFiles(self.id);
    const response = await injectAs(t.app, self)('DELETE', `/api/admin/users/${self.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'SELF_DELETE', message: adminUserMessages.selfDelete });
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, self.id))).toHaveLength(1);
    expect(await filesUnder(t.config.uploadDir)).toEqual(expect.arrayContaining(files));
    const logged = await t.app.db
      .select({ n: count() })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, self.id), eq(adminAuditLog.action, 'user.deleted')));
    expect(logged[0]!.n).toBe(0);
  });

  it('keeps the last admin when two admins delete each other at the same moment', async () => {
    const pair = await buildTestApp();
    try {
      const first = await createAdmin(pair.app);
      const second = await createAdmin(pair.app);
      const responses = await Promise.all([
        injectAs(pair.app, first)('DELETE', `/api/admin/users/${second.id}`),
        injectAs(pair.app, second)('DELETE', `/api/admin/users/${first.id}`),
      ]);
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 204)).toHaveLength(1);
      expect(codes.filter((c) => c === 401 || c === 403)).toHaveLength(1);
      const admins = await pair.app.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  it('still deletes the user when a file cannot be removed, and logs it', async () => {
    const target = await registerUser(t.app);
    await uploadAvatar(target);
    const remove = vi.spyOn(t.app.fileStorage, 'remove').mockRejectedValueOnce(new Error('disk busy'));
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      expect((await call('DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ file: expect.any(String) }),
        expect.any(String),
      );
      expect(await t.app.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    } finally {
      remove.mockRestore();
      warn.mockRestore();
    }
  });

  it('404 for an unknown or already deleted user, 400 for an id that is not one', async () => {
    const target = await registerUser(t.app);
    expect((await call('DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/admin/users/${target.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(adminUserMessages.notFound);
    expect((await call('DELETE', '/api/admin/users/abc')).statusCode).toBe(400);
  });
});
