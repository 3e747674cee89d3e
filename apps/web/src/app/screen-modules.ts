import type { ComponentType } from 'react';

/**
 * What the route of a server-rendered page carries: its screen's source module, as the
 * build's manifest names it, so the server can `modulepreload` the page's chunk (ADR 58).
 */
export interface ScreenHandle {
  module: string;
}

/** The feature screens, each its own lazy chunk; the glob's keys are the modules' paths. */
const screenModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/**
 * A public screen named once, by its module under `src/features` and its export: the
 * browser loads the chunk from it, and the route's `handle` names it for the server.
 */
export function publicScreen<P extends object = object>(module: string, exportName: string) {
  const key = `../features/${module}.tsx`;
  const load = screenModules[key];
  if (!load) throw new Error(`No screen module ${key}`);
  const handle: ScreenHandle = { module: `src/features/${module}.tsx` };
  return {
    handle,
    async load(): Promise<ComponentType<P>> {
      const component = (await load())[exportName];
      if (typeof component !== 'function') throw new Error(`${key} exports no ${exportName}`);
      return component as ComponentType<P>;
    },
  };
}

/** The route fields of a public screen without props: its handle and its lazy component. */
export function publicScreenRoute(module: string, exportName: string) {
  const { handle, load } = publicScreen(module, exportName);
  return { handle, lazy: async () => ({ Component: await load() }) };
}
