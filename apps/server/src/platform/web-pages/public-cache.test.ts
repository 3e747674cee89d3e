import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTwoTestDatabases } from '../../../test/database';
import { askQuestion, respondTo } from '../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../test/helper';
import { injectAs } from '../../../test/inject-as';
import { addJournal } from '../../../test/journals';
import { seedQuestions } from '../../../test/selftest';
import { publicCacheControl } from './public-cache';

/** Two instances on one database, as behind a load balancer: writes through A, reads from B. */
let a: TestApp;
let b: TestApp;
let admin: Account;
let member: Account;

beforeAll(async () => {
  const [first, second] = await openTwoTestDatabases();
  a = await buildTestApp({}, first);
  b = await buildTestApp({}, second);
  admin = await createAdmin(a.app);
  member = await registerUser(a.app);
  await seedQuestions(a.app);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const readFromB = (url: string, headers: Record<string, string> = {}) => b.app.inject({ url, headers });

/** B's answer after A's change: B heard of it through the event bus, never a stale copy. */
async function changesOnB(url: string, before: string) {
  await vi.waitFor(async () => expect((await readFromB(url)).headers.etag).not.toBe(before), {
    timeout: 5_000,
  });
  return readFromB(url);
}

describe('cached public reads on two instances', () => {
  it('journals: ETag and 304 on B, and the new list on B once A adds one', async () => {
    const first = await readFromB('/api/journals?kategori=neurosis');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(publicCacheControl);
    const etag = String(first.headers.etag);
    const again = await readFromB('/api/journals?kategori=neurosis', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const added = await addJournal(a.app, admin, { kategori: 'neurosis' });
    const after = await changesOnB('/api/journals?kategori=neurosis', etag);
    expect(after.json().journals[0].id).toBe(added.id);
    expect((await readFromB('/api/journals?kategori=neurosis', { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
  });

  it('self-test questions: B serves an edit made through A', async () => {
    const first = await readFromB('/api/selftest/questions');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const edit = await injectAs(a.app, admin)('PUT', '/api/admin/selftest/questions/1', {
      pertanyaan: 'Apakah Anda sering merasa sakit kepala akhir-akhir ini?',
      kategori: 'neurosis',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await changesOnB('/api/selftest/questions', String(first.headers.etag));
    expect(after.json().questions[0].pertanyaan).toBe(
      'Apakah Anda sering merasa sakit kepala akhir-akhir ini?',
    );
  });

  it("the forum's first page for visitors follows questions and responses written through A", async () => {
    const first = await readFromB('/api/forum/questions');
    expect(first.headers['cache-control']).toBe(publicCacheControl);
    expect(first.headers.vary).toMatch(/cookie/i);
    const question = await askQuestion(a.app, member, { title: 'Cemas tiap pagi' });
    const listed = await changesOnB('/api/forum/questions', String(first.headers.etag));
    expect(listed.json().questions[0]).toMatchObject({ id: question.id, responseCount: 0 });
    expect(listed.json().total).toBe(first.json().total + 1);

    await respondTo(a.app, admin, question.id);
    const responded = await changesOnB('/api/forum/questions', String(listed.headers.etag));
    expect(responded.json().questions[0]).toMatchObject({ id: question.id, responseCount: 1 });
  });

  it('never marks a member’s forum list or a search as shareable', async () => {
    const own = await injectAs(b.app, member)('GET', '/api/forum/questions');
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
    expect(String(own.headers['cache-control'] ?? '')).not.toMatch(/public/);
    const search = await readFromB('/api/forum/questions?q=cemas');
    expect(String(search.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });

  it('crisis contacts and site settings answer 304 to the ETag they gave', async () => {
    for (const url of ['/api/selftest/crisis-contacts', '/api/site']) {
      const first = await readFromB(url);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=300, stale-while-revalidate=/);
      const again = await readFromB(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });
});
