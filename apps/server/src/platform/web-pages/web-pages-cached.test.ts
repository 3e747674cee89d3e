import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTwoTestDatabases } from '../../../test/database';
import { askQuestion, moderate } from '../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type TestApp } from '../../../test/helper';
import { rendererSource, shellOnlyWebDist } from '../../../test/web-renderer';

/** Two instances on one database, both rendering pages: writes through A, pages from B (ADR 82). */
let a: TestApp;
let b: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await shellOnlyWebDist();
  const [first, second] = await openTwoTestDatabases();
  const overrides = { webDistDir, webRendererPath: rendererSource };
  a = await buildTestApp(overrides, first);
  b = await buildTestApp(overrides, second);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const forumOnB = async () => (await b.app.inject({ url: '/forum', headers: { accept: 'text/html' } })).body;

describe('rendered pages kept in the public cache, on two instances', () => {
  it('B shows a question asked through A, and drops it once an admin hides it through A', async () => {
    const title = 'Pertanyaan dari instans A';
    const now = Date.now();
    // Frozen clock: only the change itself may renew B's copy, never its age.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      expect(await forumOnB()).not.toContain(title);
      const member = await registerUser(a.app);
      const admin = await createAdmin(a.app);
      const question = await askQuestion(a.app, member, { title });
      await vi.waitFor(async () => expect(await forumOnB()).toContain(title), { timeout: 5_000 });
      const hidden = await moderate(a.app, admin, 'question', question.id, 'hide');
      expect(hidden.statusCode, hidden.body).toBe(200);
      await vi.waitFor(async () => expect(await forumOnB()).not.toContain(title), { timeout: 5_000 });
    } finally {
      clock.mockRestore();
    }
  });
});
