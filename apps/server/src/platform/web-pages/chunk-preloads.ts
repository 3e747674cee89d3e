import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appStartAttribute } from '@sehat/core/site/app-start-script';

/** One entry of the web build's manifest (`dist/.vite/manifest.json`), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page's modulepreload tags for the screens it rendered (source modules), or ''. */
export type PreloadTags = (modules: readonly string[]) => string;

/** Every chunk a manifest key statically needs, itself first. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * A server-rendered page's own chunks, announced in its HTML (ADR 58): the browser fetches
 * them beside the entry instead of after running it. Like the entry, they wait in a template
 * until the first paint (ADR 100), so they never compete with what it needs. What the entry
 * already loads (its file and Vite's own modulepreloads) is left out; a module the manifest
 * does not know adds nothing.
 */
export function chunkPreloads(manifest: Manifest): PreloadTags {
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, loaded);
  }
  const known = new Map<string, string>();
  return (modules) => {
    const id = modules.join('\n');
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const needed = new Set<string>();
    for (const module of modules) closure(manifest, module, needed);
    const links = [...needed]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}">`)
      .join('');
    const tags = links && `<template ${appStartAttribute}>${links}</template>`;
    known.set(id, tags);
    return tags;
  };
}

/** The web build's manifest, read once at start; without one (no build) nothing is preloaded. */
export function readChunkPreloads(webDistDir: string): PreloadTags {
  try {
    const text = readFileSync(path.join(webDistDir, '.vite/manifest.json'), 'utf8');
    return chunkPreloads(JSON.parse(text) as Manifest);
  } catch {
    return () => '';
  }
}
