#!/usr/bin/env node
// `npm test`: the checks that need no build run beside the unit and API tests, each in its own
// lane; the end-to-end tests start once both lanes have passed (they need the build). Every
// line is prefixed with its lane, and the end prints how long each step took.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The lanes of the first stage: each runs its steps in order, the lanes side by side. */
const firstStage = [
  { lane: 'unit', steps: ['vitest run'] },
  { lane: 'checks', steps: ['npm run typecheck', 'npm run lint', 'npm run build'] },
];
const secondStage = [{ lane: 'e2e', steps: ['npm run test:e2e'] }];

const timings = [];

function run(lane, command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
      target.write(`[${lane}] ${line}\n`),
    );
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push({ lane, command, seconds, ok: code === 0 });
      resolve(code === 0 && !signal);
    });
  });
}

async function runLane({ lane, steps }) {
  for (const command of steps) if (!(await run(lane, command))) return false;
  return true;
}

async function runStage(lanes) {
  const results = await Promise.all(lanes.map(runLane));
  return results.every(Boolean);
}

function report(ok) {
  process.stdout.write('\nStep times:\n');
  for (const { lane, command, seconds, ok: passed } of timings)
    process.stdout.write(
      `  ${lane.padEnd(7)} ${String(seconds).padStart(5)} s  ${command}${passed ? '' : '  (failed)'}\n`,
    );
  process.stdout.write(ok ? 'All tests passed.\n' : 'Some step failed: see its lane above.\n');
}

const started = Date.now();
const ok = (await runStage(firstStage)) && (await runStage(secondStage));
timings.push({ lane: 'total', command: '', seconds: Math.round((Date.now() - started) / 1000), ok });
report(ok);
process.exitCode = ok ? 0 : 1;
