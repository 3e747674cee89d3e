/**
 * The first cycle in a directed graph (node → the nodes it points to), as a path that returns
 * to its start, or null. Nodes and their edges are walked in sorted order, so the same graph
 * always names the same cycle. The server's and the web's feature-graph tests both ask it.
 */
export function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const walk = (node: string): string[] | null => {
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    if (state.get(node) === 'done') return null;
    state.set(node, 'open');
    trail.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      const found = walk(next);
      if (found) return found;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    const found = walk(node);
    if (found) return found;
  }
  return null;
}
