import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adrCitations, missingAdrCitations } from './adr-references.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const numbers = (text) => adrCitations(text).map((citation) => citation.number ?? citation.file);

describe('ADR citations', () => {
  it('reads single numbers, lists, ranges by their ends, status lines, file names and bare paths', () => {
    expect(numbers('ADR 19; ADRs 46 and 50; ADRs 32–34, 59–62; ADR 0219')).toEqual([
      19, 46, 50, 32, 34, 59, 62, 219,
    ]);
    expect(numbers('Status: Accepted (amends 0043, 0078 and 0113); amended by 0026')).toEqual([
      43, 78, 113, 26,
    ]);
    expect(numbers('[x](0210-one-risk-model.md), see docs/decisions/0078.')).toEqual([
      '0210-one-risk-model.md',
      78,
    ]);
  });

  it('does not take a date after an ADR for more ADRs', () => {
    expect(numbers('(ADR 101, 2026-11-25, 19 of them)')).toEqual([101]);
  });

  it('gives the line of each citation', () => {
    expect(adrCitations('one\ntwo ADR 7').map((citation) => citation.line)).toEqual([2]);
  });

  it('finds no docs or code in this repository citing an ADR that does not exist', () => {
    expect(missingAdrCitations(root)).toEqual([]);
  });
});
