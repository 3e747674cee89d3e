import type { Rollup } from 'vite';
import { onlineOnly } from './precache-scope';

const landingScreen = '/src/features/landing/routes/landing.tsx';

/**
 * Modules reached from `starts` through static imports, and through dynamic ones too when
 * `dynamic`, except those that load code only pages that need the network use.
 */
function reach(starts: string[], meta: Rollup.ManualChunkMeta, dynamic: boolean): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = meta.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (dynamic) queue.push(...info.dynamicallyImportedIds.filter((imported) => !onlineOnly(imported)));
  }
  return reached;
}

/**
 * Rollup's `manualChunks` (ADR 235): the code the pages that work offline load after the start
 * (what the service worker precaches) comes in one chunk, not in a hundred chunks of a few
 * hundred bytes each, so a first visit makes fewer requests (per feature, chunks would import
 * each other in cycles). What the entry
 * imports and what the landing screen imports are left as Rollup splits them: the landing
 * loads no more than before (its budget, ADR 222), and neither do pages that need the network.
 */
export function offlineChunks(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let groups: Map<string, string> | undefined;
  return (id, meta) => {
    groups ??= (() => {
      const entries = [...meta.getModuleIds()].filter((module) => meta.getModuleInfo(module)?.isEntry);
      const landing = [...meta.getModuleIds()].filter((module) => module.endsWith(landingScreen));
      const atStart = new Set([...reach(entries, meta, false), ...reach(landing, meta, false)]);
      const offline = [...reach(entries, meta, true)].filter((module) => !atStart.has(module));
      return new Map(offline.map((module) => [module, 'offline']));
    })();
    return groups.get(id);
  };
}
