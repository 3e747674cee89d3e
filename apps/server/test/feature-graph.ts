import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findCycle } from '@sehat/core/graph/find-cycle';
import ts from 'typescript';

/** One source file as the graph reads it (path relative to `apps/server/src`, with '/'). */
interface SourcePlugin {
  file: string;
  /** The fastify-plugin name the file declares, if it is a plugin. */
  name?: string;
  dependencies: string[];
  /** Plugin files this file registers (`app.register(x)`), by path. */
  registers: string[];
  /** Decorators it adds (`app.decorate('x', …)`). */
  provides: string[];
  /** `app.x` names it reads, decorators or not. */
  reads: string[];
}

export interface UndeclaredUse {
  plugin: string;
  file: string;
  decorator: string;
  provider: string;
}

export interface FeatureGraph {
  /** Uses of another plugin's decorator that the plugin's `dependencies` do not guarantee. */
  undeclared: UndeclaredUse[];
  /** Feature → the features whose decorators or plugins it uses. */
  edges: Map<string, Set<string>>;
  /** The first cycle between features found, as a path that returns to its start. */
  cycle: string[] | null;
  /** Decorator → the plugin that provides it. */
  providers: Map<string, string>;
}

/** The server's non-test sources, by path relative to `root`. */
export function readSources(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
  return new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

const stringsOf = (node: ts.Expression | undefined): string[] =>
  node && ts.isArrayLiteralExpression(node)
    ? node.elements.filter(ts.isStringLiteral).map((element) => element.text)
    : [];

function resolveImport(from: string, specifier: string, files: Map<string, string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  return [`${base}.ts`, base, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

function readPlugin(file: string, source: string, files: Map<string, string>): SourcePlugin {
  const plugin: SourcePlugin = { file, dependencies: [], registers: [], provides: [], reads: [] };
  const imports = new Map<string, string>();
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const isApp = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'app';
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && node.importClause?.name && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text, files);
      if (target) imports.set(node.importClause.name.text, target);
    }
    if (ts.isCallExpression(node)) {
      const [first, second] = node.arguments;
      if (
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'fp' &&
        second &&
        ts.isObjectLiteralExpression(second)
      ) {
        for (const property of second.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
          if (property.name.text === 'name' && ts.isStringLiteral(property.initializer))
            plugin.name = property.initializer.text;
          if (property.name.text === 'dependencies') plugin.dependencies = stringsOf(property.initializer);
        }
      }
      if (ts.isPropertyAccessExpression(node.expression) && isApp(node.expression.expression)) {
        const method = node.expression.name.text;
        if (method === 'decorate' && first && ts.isStringLiteral(first)) plugin.provides.push(first.text);
        if (method === 'register' && first && ts.isIdentifier(first)) {
          const target = imports.get(first.text);
          if (target) plugin.registers.push(target);
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && isApp(node.expression)) plugin.reads.push(node.name.text);
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      isApp(node.initializer) &&
      ts.isObjectBindingPattern(node.name)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key)) plugin.reads.push(key.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return plugin;
}

/** `features/<name>/…` → the feature; anything else (platform, db, app) is not one. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

/**
 * The plugins, the decorators they add and read, and the features' dependencies on each other
 * (ADR 240). A plugin may use a decorator its dependencies guarantee: one naming the provider, a
 * plugin that registers the provider, or (transitively) a plugin that depends on one of those;
 * and what it registers itself.
 */
export function readFeatureGraph(files: Map<string, string>): FeatureGraph {
  const plugins = [...files].map(([file, source]) => readPlugin(file, source, files));
  const byFile = new Map(plugins.map((plugin) => [plugin.file, plugin]));
  const byName = new Map(plugins.filter((plugin) => plugin.name).map((plugin) => [plugin.name!, plugin]));
  const providers = new Map<string, SourcePlugin>();
  for (const plugin of plugins) for (const decorator of plugin.provides) providers.set(decorator, plugin);

  const guaranteed = new Map<string, Set<string>>();
  const guarantees = (name: string): Set<string> => {
    const known = guaranteed.get(name);
    if (known) return known;
    const found = new Set<string>([name]);
    guaranteed.set(name, found);
    const plugin = byName.get(name);
    for (const child of plugin?.registers ?? []) {
      const childName = byFile.get(child)?.name;
      if (childName) for (const each of guarantees(childName)) found.add(each);
    }
    for (const dependency of plugin?.dependencies ?? [])
      for (const each of guarantees(dependency)) found.add(each);
    return found;
  };

  const undeclared: UndeclaredUse[] = [];
  const edges = new Map<string, Set<string>>();
  const addEdge = (from: string | undefined, to: string | undefined) => {
    if (!from || !to || from === to) return;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  };
  for (const plugin of plugins) {
    const feature = featureOf(plugin.file);
    // What it registers itself is there too, once registered.
    const covered = plugin.name ? guarantees(plugin.name) : new Set<string>();
    for (const decorator of new Set(plugin.reads)) {
      const provider = providers.get(decorator);
      if (!provider?.name || provider === plugin) continue;
      addEdge(feature, featureOf(provider.file));
      if (feature && plugin.name && !covered.has(provider.name))
        undeclared.push({ plugin: plugin.name, file: plugin.file, decorator, provider: provider.name });
    }
    for (const dependency of plugin.dependencies)
      addEdge(feature, featureOf(byName.get(dependency)?.file ?? ''));
  }
  return {
    undeclared,
    edges,
    cycle: findCycle(edges),
    providers: new Map([...providers].map(([decorator, plugin]) => [decorator, plugin.name ?? plugin.file])),
  };
}
