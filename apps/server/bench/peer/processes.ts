import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

interface Started {
  name: string;
  child: ChildProcess;
}

const started: Started[] = [];
const cleanups: (() => Promise<void>)[] = [];

/**
 * Starts a long-running process of the benchmark and remembers it, so `stopEverything` ends it
 * (and only it) on every way out. Its output goes to `onOutput` when given, else it is dropped.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; onOutput?: (text: string) => void } = {},
): ChildProcess {
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => options.onOutput?.(chunk.toString());
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  started.push({ name, child });
  return child;
}

/** Runs a command to its end, feeding `input` on stdin; rejects with its output when it fails. */
export async function runToEnd(command: string, args: string[], input = ''): Promise<string> {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A command that reads nothing (e.g. `nginx -v`) may close stdin first: not an error.
  child.stdin.on('error', () => {});
  child.stdin.end(input);
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`);
  return output;
}

/** Something to undo at the end after the processes stopped, e.g. removing a temporary folder. */
export function atTheEnd(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** A TCP port nobody listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Polls until `ready` holds, or fails naming what never came up. */
export async function waitUntil(what: string, ready: () => Promise<boolean>, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not become ready within ${seconds} s`);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Stops what this run started, newest first: SIGTERM, then SIGKILL after 20 s; then cleanups. */
export async function stopEverything(): Promise<void> {
  for (const { name, child } of started.splice(0).reverse()) {
    if (exited(child)) continue;
    const gone = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      process.stderr.write(`${name} ignored SIGTERM for 20 s: killing it\n`);
      child.kill('SIGKILL');
    }, 20_000);
    await gone;
    clearTimeout(timer);
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
