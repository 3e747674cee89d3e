import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths';

const rootPackage = path.join(serverRoot, '../../package.json');

describe('npm start / npm run serve', () => {
  it("runs the built server with V8's young generation capped at 4 MB a half and one helper thread (ADRs 94, 105)", async () => {
    const { scripts } = JSON.parse(await readFile(rootPackage, 'utf8')) as {
      scripts: Record<string, string>;
    };
    // Builds first only when a source changed since the last build (scripts/build-stamp.mjs).
    expect(scripts.prestart).toBe('node scripts/build-if-stale.mjs');
    expect(scripts.start).toBe('npm run serve');
    expect(scripts.serve).toBe('node --max-semi-space-size=4 --v8-pool-size=1 apps/server/dist/server.js');
  });
});
