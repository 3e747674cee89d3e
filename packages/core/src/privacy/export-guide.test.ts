import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportGuideMessages } from './export-guide-messages';
import { dataExportSchema } from './export-schema';

/** Every field name the export's schema can hold, at any depth. */
function fieldNames(schema: z.core.$ZodType, names = new Set<string>()): Set<string> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'object') {
    for (const [name, inner] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
      names.add(name);
      fieldNames(inner, names);
    }
  } else if (def.type === 'array') {
    fieldNames(def.element as z.core.$ZodType, names);
  } else if (['nullable', 'optional', 'default'].includes(def.type)) {
    fieldNames(def.innerType as z.core.$ZodType, names);
  } else if (def.type === 'record') {
    fieldNames(def.valueType as z.core.$ZodType, names);
  } else if (def.type === 'union') {
    for (const option of def.options as z.core.$ZodType[]) fieldNames(option, names);
  }
  return names;
}

describe('the guide to the export file', () => {
  const names = fieldNames(dataExportSchema);

  it('explains every field name the file can hold', () => {
    const unexplained = [...names].filter((name) => !exportGuideMessages.fields[name]);
    expect(
      unexplained,
      'add these names to exportGuideMessages.fields (privacy/export-guide-messages.ts), in Indonesian',
    ).toEqual([]);
  });

  it('explains no name the file no longer holds', () => {
    const stale = Object.keys(exportGuideMessages.fields).filter((name) => !names.has(name));
    expect(stale).toEqual([]);
  });

  it('walks the nested parts, not only the top level', () => {
    for (const nested of ['questionTitle', 'url', 'jawaban', 'inApp', 'reasonsToLive']) {
      expect(names.has(nested)).toBe(true);
    }
  });
});
