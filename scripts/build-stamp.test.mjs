import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, isBuildCurrent, writeStamp } from './build-stamp.mjs';

const inputs = { folders: ['app'], files: ['package-lock.json'] };
const outputs = ['app/dist/server.js'];
const stamp = 'app/dist/stamp';
let root;

const put = (file, content) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
/** A build of the current inputs, stamped as `npm start` stamps it. */
const build = () => {
  const hash = hashInputs(root, inputs);
  put('app/dist/server.js', 'built');
  writeStamp(root, hash, stamp);
  return hash;
};
const current = () => isBuildCurrent(root, hashInputs(root, inputs), { outputs, stamp });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sehat-build-stamp-'));
  put('package-lock.json', '{}');
  put('app/src/main.ts', 'export const a = 1;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build check of npm start', () => {
  it('needs a build when there is none', () => {
    expect(current()).toBe(false);
  });

  it('skips the build when no input changed since it was made, even if files were touched', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'app/src/main.ts'), later, later);
    expect(current()).toBe(true);
  });

  it('builds again when a source, a new file or the lock file changed', () => {
    build();
    put('app/src/main.ts', 'export const a = 2;');
    expect(current()).toBe(false);
    build();
    put('app/src/extra.ts', '');
    expect(current()).toBe(false);
    build();
    put('package-lock.json', '{"lockfileVersion":3}');
    expect(current()).toBe(false);
  });

  it('ignores tests, end-to-end specs and the build output itself', () => {
    build();
    put('app/src/main.test.ts', 'test');
    put('app/e2e/journey.spec.ts', 'spec');
    put('app/dist/assets/new.js', 'chunk');
    put('app/node_modules/x/index.js', 'dependency');
    expect(current()).toBe(true);
  });

  it('builds again when an output is missing or was rebuilt after the stamp', () => {
    build();
    rmSync(path.join(root, 'app/dist/server.js'));
    expect(current()).toBe(false);
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'app/dist/server.js'), later, later);
    expect(current()).toBe(false);
  });
});
