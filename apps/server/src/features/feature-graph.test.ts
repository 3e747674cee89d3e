import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFeatureGraph, readSources } from '../../test/feature-graph';

const plugin = (name: string, dependencies: string[], body: string) =>
  `import fp from 'fastify-plugin';\nexport default fp(async (app) => {\n${body}\n}, { name: '${name}', dependencies: ${JSON.stringify(dependencies)} });\n`;

describe('the feature graph (ADR 240)', () => {
  it('finds a decorator used without its provider declared, and a cycle between features', () => {
    const graph = readFeatureGraph(
      new Map([
        ['features/a/store.ts', plugin('a-store', [], "app.decorate('aStore', {});")],
        ['features/a/user.ts', plugin('a-user', ['a-store'], 'app.aStore; app.bStore;')],
        ['features/b/store.ts', plugin('b-store', [], "app.decorate('bStore', {}); const { aStore } = app;")],
      ]),
    );
    expect(graph.undeclared).toEqual([
      { plugin: 'a-user', file: 'features/a/user.ts', decorator: 'bStore', provider: 'b-store' },
      { plugin: 'b-store', file: 'features/b/store.ts', decorator: 'aStore', provider: 'a-store' },
    ]);
    expect(graph.cycle).toEqual(['a', 'b', 'a']);
  });

  it('counts a provider as declared through the plugin that registers it or a dependency of a dependency', () => {
    const graph = readFeatureGraph(
      new Map([
        ['platform/store.ts', plugin('store', [], "app.decorate('store', {});")],
        [
          'platform/index.ts',
          `import store from './store';\n${plugin('platform', [], 'await app.register(store);')}`,
        ],
        ['features/a/index.ts', plugin('a', ['platform'], "app.decorate('aThing', {});")],
        ['features/b/user.ts', plugin('b-user', ['a'], 'app.store; app.aThing;')],
      ]),
    );
    expect(graph.undeclared).toEqual([]);
    expect(graph.cycle).toBeNull();
  });

  it('holds for the server: every used decorator declared, and no cycle between features', () => {
    const graph = readFeatureGraph(readSources(fileURLToPath(new URL('..', import.meta.url))));
    // The reading sees the decorators at all: a few well-known providers.
    expect(graph.providers.get('liveEvents')).toBe('live-events');
    expect(graph.providers.get('notifier')).toBe('notifier');
    expect(graph.providers.get('usersRepository')).toBe('users-repository');
    expect(graph.undeclared).toEqual([]);
    expect(graph.cycle).toBeNull();
  });
});
