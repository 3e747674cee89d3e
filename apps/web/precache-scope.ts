import type { Plugin } from 'vite';
import { offlineScreenModules } from './offline-screens';

/** A counsellor's or admin's code: `src/features/<feature>/admin/…`, the admin layout and its data. */
const adminPath = /\/src\/(features\/[^/]+\/admin\/|app\/(layouts\/)?admin-)/;
export const adminModule = (moduleId: string) => adminPath.test(moduleId);
/** A page's screen or its loader: `src/features/<feature>/routes/…`. */
const screenModule = /\/src\/features\/[^/]+\/routes\//;
const offlineScreens = new Set(offlineScreenModules);

/** Whether a chunk's own module is code the pages that work offline never load. */
export function onlineOnly(moduleId: string): boolean {
  if (adminModule(moduleId)) return true;
  const source = /\/(src\/.*)$/.exec(moduleId)?.[1];
  return screenModule.test(moduleId) && (source === undefined || !offlineScreens.has(source));
}

/**
 * What the service worker need not keep: the code only pages that need the network load (ADRs
 * 206, 235). A visitor's first visit then downloads the code the offline pages use, and not the
 * forum's, the profile's or the counsellors' report charts: fewer requests from a shared address
 * (issue 49). A chunk counts as online-only when the entry reaches it only through a dynamic import of
 * such a page's screen or an admin module (the styles are one stylesheet for every page). Those pages
 * load their code from the network, as they did before the worker; the browser caches it.
 */
export function precacheScope(): { plugin: Plugin; files: ReadonlySet<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'sehat-precache-scope',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const isOnlineOnly = (fileName: string) => onlineOnly(chunks.get(fileName)?.facadeModuleId ?? '');
      const reached = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
        if (reached.has(fileName)) continue;
        reached.add(fileName);
        const chunk = chunks.get(fileName);
        if (chunk)
          queue.push(...chunk.imports, ...chunk.dynamicImports.filter((file) => !isOnlineOnly(file)));
      }
      files.clear();
      for (const fileName of chunks.keys()) if (!reached.has(fileName)) files.add(fileName);
    },
  };
  return { plugin, files };
}
