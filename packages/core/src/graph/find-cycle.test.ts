import { describe, expect, it } from 'vitest';
import { findCycle } from './find-cycle';

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([node, next]) => [node, new Set(next)]));

describe('findCycle', () => {
  it('names the cycle from its first node back to it, past a node that leads into it', () => {
    expect(findCycle(graph({ a: ['b'], b: ['c'], c: ['d', 'b'], d: [] }))).toEqual(['b', 'c', 'b']);
  });

  it('finds none where paths only meet again (a diamond)', () => {
    expect(findCycle(graph({ a: ['b', 'c'], b: ['d'], c: ['d'] }))).toBeNull();
  });
});
