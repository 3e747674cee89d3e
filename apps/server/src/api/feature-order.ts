/** A feature plugin's name and the names it declares in its fastify-plugin `dependencies`. */
export interface PluginMeta {
  name: string;
  dependencies: readonly string[];
}

/**
 * The items reordered so each comes after the items it depends on, otherwise keeping their
 * order. Names that are no item's (the platform's plugins) are taken as there already.
 */
export function inDependencyOrder<T>(items: readonly T[], metaOf: (item: T) => PluginMeta | undefined): T[] {
  const names = new Set(items.flatMap((item) => metaOf(item)?.name ?? []));
  const placed = new Set<string>();
  const waiting = [...items];
  const ordered: T[] = [];
  while (waiting.length > 0) {
    const ready = waiting.findIndex((item) =>
      (metaOf(item)?.dependencies ?? []).every((name) => placed.has(name) || !names.has(name)),
    );
    if (ready === -1) {
      const circle = waiting.flatMap((item) => metaOf(item)?.name ?? []).join(', ');
      throw new Error(`features depend on each other in a circle: ${circle}`);
    }
    const [item] = waiting.splice(ready, 1);
    const name = metaOf(item!)?.name;
    if (name) placed.add(name);
    ordered.push(item!);
  }
  return ordered;
}
