import type { Plugin } from 'vite';

/** A counsellor's or admin's screen: `src/features/<feature>/admin/…`. */
const adminModule = /\/src\/features\/[^/]+\/admin\//;

/**
 * What the service worker need not keep: the code only the admin area loads (ADR 206). A
 * visitor's phone then downloads its own pages' code once, not the counsellors' report charts.
 * A chunk counts as the admin's when the entry reaches it only through an admin screen's chunk
 * (the styles are one stylesheet for every page). Admins work online, where their pages load as
 * before.
 */
export function adminOnlyChunks(): { plugin: Plugin; files: ReadonlySet<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'sehat-admin-only-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const isAdminScreen = (fileName: string) =>
        adminModule.test(chunks.get(fileName)?.facadeModuleId ?? '');
      const reached = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
        if (reached.has(fileName) || isAdminScreen(fileName)) continue;
        reached.add(fileName);
        const chunk = chunks.get(fileName);
        if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
      }
      files.clear();
      for (const fileName of chunks.keys()) if (!reached.has(fileName)) files.add(fileName);
    },
  };
  return { plugin, files };
}
