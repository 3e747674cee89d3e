/** Just enough of the API to put load on a server from outside, as a browser would. */
export interface Session {
  base: string;
  cookie: string;
  userId: number;
  email: string;
}

let counter = 0;

export async function register(base: string): Promise<Session> {
  counter += 1;
  const username = `tahan${process.pid}${Date.now().toString(36)}${counter}`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@contoh.id`,
      fullName: 'Uji Ketahanan',
      password: 'rahasia123',
      consent: true,
      adult: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  const { user } = (await response.json()) as { user: { id: number } };
  return { base, cookie, userId: user.id, email: `${username}@contoh.id` };
}

export async function login(base: string, login: string, password: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  const { user } = (await response.json()) as { user: { id: number; email: string } };
  return { base, cookie, userId: user.id, email: user.email };
}

/** Posts a forum question; resolves with its id only when the server acknowledged it (201). */
export async function ask(session: Session, title: string, base = session.base): Promise<number> {
  const response = await fetch(`${base}/api/forum/questions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie },
    body: JSON.stringify({ title, desc: 'Ditulis oleh uji ketahanan.' }),
  });
  if (response.status !== 201) throw new Error(`ask failed: ${response.status}`);
  return ((await response.json()) as { question: { id: number } }).question.id;
}

export interface Acknowledged {
  id: number;
  title: string;
}

/**
 * `writers` loops posting questions until `stop()`; every acknowledged write is recorded with
 * the moment its answer arrived. Failures (a killed server) just end that attempt.
 */
export function writeLoad(session: Session, writers: number, prefix: string, bases = [session.base]) {
  const acked: (Acknowledged & { at: number })[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const n = ++sequence;
      const title = `${prefix} nomor ${n}`;
      try {
        const id = await ask(session, title, bases[n % bases.length]);
        acked.push({ id, title, at: Date.now() });
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    acked,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Sets the user's avatar (a small generated PNG); resolves with its path under UPLOAD_DIR. */
export async function uploadAvatar(session: Session, png: Buffer): Promise<string> {
  const form = new FormData();
  form.set('fullName', 'Uji Ketahanan');
  form.set('email', session.email);
  form.set('photo', new Blob([png], { type: 'image/png' }), 'foto.png');
  const response = await fetch(`${session.base}/api/profile`, {
    method: 'PATCH',
    headers: { cookie: session.cookie },
    body: form,
  });
  if (response.status !== 200)
    throw new Error(`avatar upload failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { photoUrl: string } };
  return user.photoUrl.replace(/^\/uploads\//, '');
}
