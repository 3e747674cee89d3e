import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's renderer from source: the same module the build bundles (ADR 53). */
export const rendererSource = fileURLToPath(new URL('../../web/src/entry-server.tsx', import.meta.url));

const shell = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Bawaan</title></head>
<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

/** A web build folder holding only the shell, for an app that renders pages; the caller removes it. */
export async function shellOnlyWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-web-'));
  await writeFile(path.join(dir, 'index.html'), shell);
  return dir;
}
