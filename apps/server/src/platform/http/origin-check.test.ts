import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import originCheck from './origin-check';

async function startLog(options: { publicOrigins: string[]; production: boolean }): Promise<string> {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
  await app.register(originCheck, options);
  await app.ready();
  await app.close();
  return lines.join('');
}

describe('origin check at start', () => {
  it('warns a production start without PUBLIC_ORIGIN, and only that one', async () => {
    expect(await startLog({ publicOrigins: [], production: true })).toContain('PUBLIC_ORIGIN is not set');
    expect(await startLog({ publicOrigins: [], production: false })).not.toContain('PUBLIC_ORIGIN');
    expect(await startLog({ publicOrigins: ['https://sehatjiwa.id'], production: true })).not.toContain(
      'PUBLIC_ORIGIN',
    );
  });
});
