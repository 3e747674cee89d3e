import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSource = fileURLToPath(new URL('../../', import.meta.url));

/** A limit spelled out in place: a rule object, or a counting window written as a number. */
const inlineLimit = [/\bLimitRule\s*(=|=>)\s*\(?\{/, /\bRecord<\w+,\s*LimitRule>/, /\bwindowMs:\s*\d/];

const sourceFiles = readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('rate limits are named in one table', () => {
  it('defines no limit in the server: routes count by a name of core limits/rate-limits.ts', () => {
    const inline = sourceFiles.filter((file) => {
      const text = readFileSync(path.join(serverSource, file), 'utf8');
      return inlineLimit.some((pattern) => pattern.test(text));
    });
    expect(inline).toEqual([]);
  });
});
