import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** `import { A, B as C } from 'lucide-react'` (not `import type`), across lines. */
const iconImport = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Each export of lucide-react that is an icon, by name: its module under `lucide-react/icons/`. */
function iconModules(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = readFileSync(require.resolve('lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g,
  )) {
    for (const name of names.split(',')) modules.set(name.replace(/^\s*default as\s+/, '').trim(), file);
  }
  return modules;
}

/**
 * Imports each icon from its own module instead of lucide-react's index (ADR 235): Rollup's
 * manual chunks (offline-chunks.ts) put an index that re-exports every icon into the entry
 * with every icon the app uses anywhere. The app's code keeps the usual named imports.
 */
export function lucideIconImports(): Plugin {
  let modules: Map<string, string> | undefined;
  return {
    name: 'sehat-lucide-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('lucide-react')) return;
      modules ??= iconModules();
      const icons = modules;
      const rewritten = code.replace(iconImport, (whole, list: string) => {
        const kept: string[] = [];
        const lines: string[] = [];
        for (const item of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name = '', local = name] = item.split(/\s+as\s+/);
          const file = item.startsWith('type ') ? undefined : icons.get(name);
          if (file) lines.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else kept.push(item);
        }
        if (lines.length === 0) return whole;
        // Types alone must stay `import type`: `import { type X }` keeps a bare import of the
        // index, and with it every icon, in the module graph.
        const types = kept.every((item) => item.startsWith('type '));
        if (kept.length > 0 && types)
          lines.push(`import type { ${kept.map((item) => item.slice(5)).join(', ')} } from 'lucide-react';`);
        else if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
        return lines.join(' ');
      });
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
