#!/usr/bin/env node
// `npm start` runs this first: it builds only when the sources changed since the last build
// it made, so a second start serves at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInputs, isBuildCurrent, writeStamp } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Hashed before building: a file edited during the build makes the next start build again.
const inputsHash = hashInputs(root);
if (isBuildCurrent(root, inputsHash)) {
  process.stdout.write('The build is current (no source changed since it was made): starting it.\n');
} else {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeStamp(root, inputsHash);
}
