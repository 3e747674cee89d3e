import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

let t: TestApp;
let author: Account;
let other: Account;
let admin: Account;
beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app);
  other = await registerUser(t.app);
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const ask = (desc: string) =>
  injectAs(t.app, author)('POST', '/api/forum/questions', { title: 'Butuh teman cerita', desc });

describe('crisis language in the forum', () => {
  it('answers a risky question with crisis: true, an ordinary one with false', async () => {
    const risky = await ask('Sudah ga kuat hidup lagi, pengen mati aja');
    expect(risky.statusCode).toBe(201);
    expect(risky.json().crisis).toBe(true);
    const ordinary = await ask('Di rumah sering mati lampu, jadi susah tidur');
    expect(ordinary.json().crisis).toBe(false);
  });

  it('flags a risky response, and an edit that adds crisis language', async () => {
    const { question } = (await ask('Bagaimana cara tidur nyenyak?')).json();
    const respond = (text: string) =>
      injectAs(t.app, other)('POST', `/api/forum/questions/${question.id}/responses`, { text });
    expect((await respond('Aku juga sering nyakitin diri sendiri')).json().crisis).toBe(true);
    const calm = (await respond('Coba kurangi kopi')).json();
    expect(calm.crisis).toBe(false);
    const edited = await injectAs(t.app, other)('PATCH', `/api/forum/responses/${calm.response.id}`, {
      text: 'Sebenarnya aku mau bunuh diri',
    });
    expect(edited.json().crisis).toBe(true);
  });

  it('shows risk: true to admins only, and puts the item in the moderation queue', async () => {
    const { question } = (await ask('rasanya pengen bundir')).json();
    const read = (account: Account | null) =>
      injectAs(t.app, account)('GET', `/api/forum/questions/${question.id}`).then((r) => r.json().question);
    expect((await read(admin)).risk).toBe(true);
    for (const viewer of [null, other, author]) expect(await read(viewer)).not.toHaveProperty('risk');
    const queue = (await injectAs(t.app, admin)('GET', '/api/admin/moderation')).json().items;
    expect(queue[0]).toMatchObject({ kind: 'question', id: question.id, risk: true });
  });
});
