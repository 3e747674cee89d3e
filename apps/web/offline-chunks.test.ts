import { describe, expect, it } from 'vitest';
import { findCycle } from '@sehat/core/graph/find-cycle';
import { offlineChunkGroups } from './offline-chunks';

const web = '/w/apps/web/src';
const zod = '/w/node_modules/zod/index.js';
const modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
  '/w/apps/web/index.html': { imports: [`${web}/main.tsx`], entry: true },
  [`${web}/main.tsx`]: {
    lazy: [
      `${web}/features/selftest/routes/tes-diri.tsx`,
      `${web}/features/screenings/routes/screening.tsx`,
      `${web}/features/forum/routes/forum.tsx`,
      `${web}/features/users/admin/routes/admin-users.tsx`,
    ],
  },
  [`${web}/features/selftest/routes/tes-diri.tsx`]: {
    imports: [`${web}/features/selftest/components/questions.tsx`, `${web}/components/ui/button.tsx`],
  },
  [`${web}/features/selftest/components/questions.tsx`]: { imports: [`${web}/components/ui/text-field.tsx`] },
  [`${web}/features/screenings/routes/screening.tsx`]: {
    imports: [`${web}/components/ui/button.tsx`, `${web}/components/ui/text-field.tsx`],
  },
  [`${web}/features/forum/routes/forum.tsx`]: { imports: [`${web}/components/ui/button.tsx`] },
  [`${web}/features/users/admin/routes/admin-users.tsx`]: {
    imports: [`${web}/features/selftest/components/questions.tsx`],
  },
  [`${web}/components/ui/button.tsx`]: {},
  [`${web}/components/ui/text-field.tsx`]: { imports: [zod] },
  [zod]: {},
};

const graph = {
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const module = modules[id];
    if (!module) return null;
    const importers = Object.keys(modules).filter((other) => modules[other]!.imports?.includes(id));
    return {
      isEntry: module.entry ?? false,
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.lazy ?? [],
      importers,
    };
  },
} as unknown as Parameters<typeof offlineChunkGroups>[0];

describe('the offline pages’ chunks (ADR 251)', () => {
  const groups = offlineChunkGroups(graph);

  it('gives one feature’s own code its own chunk, even when an admin screen imports it too', () => {
    expect(groups.get(`${web}/features/selftest/routes/tes-diri.tsx`)).toBe('offline-selftest');
    expect(groups.get(`${web}/features/selftest/components/questions.tsx`)).toBe('offline-selftest');
    expect(groups.get(`${web}/features/screenings/routes/screening.tsx`)).toBe('offline-screenings');
  });

  it('puts shared code that leads to a form library apart from the rest, so the forum loads neither', () => {
    expect(groups.get(`${web}/components/ui/button.tsx`)).toBe('offline');
    expect(groups.get(`${web}/components/ui/text-field.tsx`)).toBe('offline-forms');
    expect(groups.get(zod)).toBe('offline-forms');
    expect(groups.has(`${web}/features/forum/routes/forum.tsx`)).toBe(false);
  });

  it('keeps the entry’s code in one chunk', () => {
    expect(groups.get('/w/apps/web/index.html')).toBe('index');
    expect(groups.get(`${web}/main.tsx`)).toBe('index');
  });

  it('leaves the chunks free of import cycles', () => {
    const edges = new Map<string, Set<string>>();
    for (const [module, group] of groups)
      for (const imported of modules[module]!.imports ?? []) {
        const to = groups.get(imported);
        if (to && to !== group) edges.set(group, (edges.get(group) ?? new Set()).add(to));
      }
    expect(findCycle(edges)).toBeNull();
  });
});
