import type { Plugin, Rollup } from 'vite';
import { findCycle } from '../../packages/core/src/graph/find-cycle';
import { adminModule, onlineOnly } from './precache-scope';

const landingScreen = '/src/features/landing/routes/landing.tsx';

type ModuleGraph = Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;

/** The feature a module belongs to (`src/features/<name>/`), or '' for the app's shared code. */
const featureOf = (id: string) => /\/src\/features\/([^/]+)\//.exec(id)?.[1] ?? '';

/**
 * Modules reached from `starts` through static imports, and through dynamic ones too when
 * `dynamic`, except those that load code only pages that need the network use.
 */
function reach(starts: string[], graph: ModuleGraph, dynamic: boolean): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (dynamic) queue.push(...info.dynamicallyImportedIds.filter((imported) => !onlineOnly(imported)));
  }
  return reached;
}

/** The form libraries: large, and only the pages with a form need them. */
const formLibrary = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//;

/** Modules from which a static import path leads to a form library (the libraries included). */
function reachingForms(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const queue = [...graph.getModuleIds()].filter((id) => formLibrary.test(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importers ?? []));
  }
  return found;
}

/**
 * Which chunk each module goes to (ADRs 235, 251). The entry's code is one chunk, `index`:
 * left to Rollup, it split the entry in two once several chunks below imported from it. The
 * code the offline pages load after the start goes by which features' lazily loaded parts
 * (pages, dialogs, the chat widget; not the admin's) load it: one feature only,
 * `offline-<feature>`; more, `offline-forms` when a static import path leads from it to a form
 * library, else `offline`. So a page without a form, offline or not, loads neither library nor
 * other features' own code. No two chunks import each other in a cycle: whatever a module
 * imports is loaded by every part that loads the module, so shared code imports only shared
 * code, and code that leads to no form library imports none that does (`chunkCycleGuard`
 * fails the build otherwise). What the landing screen imports is left as Rollup splits it.
 */
export function offlineChunkGroups(graph: ModuleGraph): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const entries = ids.filter((module) => graph.getModuleInfo(module)?.isEntry);
  const landing = ids.filter((module) => module.endsWith(landingScreen));
  const entryCode = reach(entries, graph, false);
  const atStart = new Set([...entryCode, ...reach(landing, graph, false)]);
  const offline = [...reach(entries, graph, true)].filter((module) => !atStart.has(module));
  const lazyParts = new Set(
    ids
      .flatMap((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds ?? [])
      .filter((part) => !adminModule(part)),
  );
  const features = new Map<string, Set<string>>();
  for (const part of lazyParts)
    for (const module of reach([part], graph, false)) {
      const loadedBy = features.get(module) ?? new Set<string>();
      loadedBy.add(featureOf(part));
      features.set(module, loadedBy);
    }
  const forms = reachingForms(graph);
  const groupOf = (module: string) => {
    const loadedBy = [...(features.get(module) ?? [])];
    if (loadedBy.length === 1 && loadedBy[0]) return `offline-${loadedBy[0]}`;
    return forms.has(module) ? 'offline-forms' : 'offline';
  };
  return new Map([
    ...[...entryCode].map((module) => [module, 'index'] as const),
    ...offline.map((module) => [module, groupOf(module)] as const),
  ]);
}

/**
 * Rollup's `manualChunks`: the offline pages' code in a few chunks, not in a hundred chunks of a
 * few hundred bytes each, so a first visit makes few requests (ADR 235), and a page loads little
 * code it does not use (ADR 251).
 */
export function offlineChunks(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let groups: Map<string, string> | undefined;
  return (id, meta) => {
    groups ??= offlineChunkGroups(meta);
    return groups.get(id);
  };
}

/** The chunks' static imports, chunk by chunk. */
export function chunkImports(bundle: Rollup.OutputBundle): Map<string, Set<string>> {
  return new Map(
    Object.values(bundle)
      .filter((output) => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, new Set(chunk.imports)]),
  );
}

/**
 * Fails the build when chunks import each other in a cycle: one of them would then run before
 * the code it imports has (the manual chunks above are built never to).
 */
export function chunkCycleGuard(): Plugin {
  return {
    name: 'sehat-chunk-cycle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findCycle(chunkImports(bundle));
      if (cycle) this.error(`Chunks import each other in a cycle: ${cycle.join(' → ')}`);
    },
  };
}
