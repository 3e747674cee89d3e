import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle } from '@sehat/core/graph/find-cycle';
import { featureEdges, readFeatureSources } from '#web/testing/feature-graph';

describe('the web feature graph (ADR 242)', () => {
  it('finds a cycle between features, through the alias or a relative path', () => {
    const edges = featureEdges(
      new Map([
        ['features/a/components/one.tsx', "import { openB } from '#web/features/b';\n"],
        ['features/a/index.ts', "export { one } from './components/one';\n"],
        ['features/b/utils/two.ts', "import type { One } from '../../a';\nimport './three';\n"],
        ['features/b/index.ts', "export { two } from './utils/two';\n"],
      ]),
    );
    expect(edges).toEqual(
      new Map([
        ['a', new Set(['b'])],
        ['b', new Set(['a'])],
      ]),
    );
    expect(findCycle(edges)).toEqual(['a', 'b', 'a']);
  });

  it('holds for the web: no cycle between features', () => {
    const edges = featureEdges(readFeatureSources(fileURLToPath(new URL('..', import.meta.url))));
    expect(findCycle(edges)).toBeNull();
  });
});
