import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import originCheck from './platform/http/origin-check';
import { firstAdminNotice, framed, listeningLine, loginAddressNotice } from './startup-notices';

/** Whether a browser page at `origin` may sign in, asked of the origin check the server runs. */
async function maySignInFrom(origin: string, publicOrigins: string[]): Promise<boolean> {
  const app = Fastify();
  await app.register(originCheck, { publicOrigins, production: true });
  app.post('/api/auth/login', async () => ({ ok: true }));
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin, host: new URL(origin).host, 'sec-fetch-site': 'same-origin' },
  });
  await app.close();
  return response.statusCode === 200;
}

const addressIn = (notice: string) => /Open (\S+) to sign in/.exec(notice)?.[1];

describe('the start-up notices', () => {
  it('frame every line at one width, a blank line either side', () => {
    const lines = framed(['satu', 'dua puluh']).split('\n');
    expect(lines[0]).toBe('');
    expect(lines.at(-1)).toBe('');
    const box = lines.slice(1, -2);
    expect(box[0]).toBe(box.at(-1));
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
    expect(box.slice(1, -1).every((line) => line.startsWith('  |  ') && line.endsWith('  |'))).toBe(true);
  });

  it('put the first admin’s name and password inside the frame', () => {
    const box = firstAdminNotice('kepala', 'Xy7-rahasia-sekali');
    expect(box).toMatch(/\| +password: Xy7-rahasia-sekali +\|/);
    expect(box).toMatch(/\| +username: kepala +\|/);
    expect(box).toContain('npm run admin:reset-password -- kepala');
  });

  it('name an address where sign-in works when PUBLIC_ORIGIN is not set: localhost, not the LAN', async () => {
    const config = loadConfig({ PORT: '3000' }, '/web');
    const notice = loginAddressNotice(config);
    expect(addressIn(notice)).toBe('http://localhost:3000');
    expect(await maySignInFrom(addressIn(notice)!, config.publicOrigins)).toBe(true);
    expect(notice).toContain('PUBLIC_ORIGIN');
    // The LAN address the server also listens on is refused: the notice does not offer it.
    expect(await maySignInFrom('http://192.168.1.5:3000', config.publicOrigins)).toBe(false);
  });

  it('name the first PUBLIC_ORIGIN when it is set, which signs in', async () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://sehatjiwa.id,http://192.168.1.5:3000' }, '/web');
    const notice = loginAddressNotice(config);
    expect(addressIn(notice)).toBe('https://sehatjiwa.id');
    expect(await maySignInFrom(addressIn(notice)!, config.publicOrigins)).toBe(true);
    expect(notice).not.toContain('Only this machine');
  });

  it('mark the listening lines of addresses where sign-in is refused, and only those', () => {
    const local = loadConfig({ PORT: '3000' }, '/web');
    expect(listeningLine('http://127.0.0.1:3000', local)).toBe('Server listening at http://127.0.0.1:3000');
    expect(listeningLine('http://192.168.1.5:3000', local)).toBe(
      'Server listening at http://192.168.1.5:3000 (pages here cannot sign in: open http://localhost:3000)',
    );
    const lan = loadConfig({ PORT: '3000', PUBLIC_ORIGIN: 'http://192.168.1.5:3000' }, '/web');
    expect(listeningLine('http://192.168.1.5:3000', lan)).toBe('Server listening at http://192.168.1.5:3000');
    expect(listeningLine('http://127.0.0.1:3000', lan)).toContain('open http://192.168.1.5:3000');
  });
});
