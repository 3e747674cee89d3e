import { fileURLToPath } from 'node:url';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTwoTestDatabases } from '../../../test/database';
import { askQuestion, moderate } from '../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type TestApp } from '../../../test/helper';

/** The web app's renderer from source, as in web-pages-rendered.test.ts (ADR 53). */
const rendererSource = fileURLToPath(new URL('../../../../web/src/entry-server.tsx', import.meta.url));
const shell = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Bawaan</title></head>
<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

/** Two instances on one database, both rendering pages: writes through A, pages from B (ADR 82). */
let a: TestApp;
let b: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), shell);
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
