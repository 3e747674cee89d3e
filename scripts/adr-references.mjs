#!/usr/bin/env node
// Finds every citation of an ADR in the repository's docs and code and lists the ones whose
// file does not exist (`node scripts/adr-references.mjs`; exits 1 when there are any).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const decisionsDir = 'docs/decisions';
const scanned = /\.(md|ts|tsx|mjs|js|css|sh|json|yml|yaml|html)$/;
// The lock file is large and cites nothing; this script's test cites made-up examples.
const skipped = new Set(['package-lock.json', 'adr-references.test.mjs']);

// "ADR 19", "ADRs 46 and 50", "ADRs 32–34, 59–62": the numbers after ADR(s), ranges by their ends.
// A number is at most three digits, or four with a leading zero, so a date after it is no range.
const adrNumber = String.raw`(?:0\d{3}|\d{1,3})(?!\d)`;
const byNumber = new RegExp(
  String.raw`\bADRs?\s+(${adrNumber}(?:\s*(?:[–-]|,|and|,\s*and)\s*${adrNumber})*)`,
  'g',
);
// A status line's "amends 0160", "amended by 0031, 0125", "superseded by 0125", "folded into 0126".
const byStatus =
  /\b(?:amends|amended by|superseded by|supersedes|folded into)\s+(\d{4}(?:\s*(?:,|and|–)\s*\d{4})*)/g;
// A file name: "0210-one-risk-model.md", "docs/decisions/0043-crisis-language.md".
const byFileName = /\b(\d{4}-[a-z0-9-]+\.md)\b/g;
// A folder path with a bare number: "docs/decisions/0078".
const byBarePath = /decisions\/(\d{4})(?![\d-])/g;

/** The citations in `text`: `{ line, cited, number }` or `{ line, cited, file }`. */
export function adrCitations(text) {
  const found = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const pattern of [byNumber, byStatus]) {
      for (const match of content.matchAll(pattern)) {
        for (const number of match[1].match(/\d+/g))
          found.push({ line, cited: match[0], number: Number(number) });
      }
    }
    for (const match of content.matchAll(byFileName)) found.push({ line, cited: match[0], file: match[1] });
    for (const match of content.matchAll(byBarePath))
      found.push({ line, cited: match[0], number: Number(match[1]) });
  });
  return found;
}

/** The files to read: tracked and new ones, without what .gitignore leaves out. */
function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\0').filter((file) => scanned.test(file) && !skipped.has(path.basename(file)));
}

/** Every citation in the repository at `root` of an ADR that has no file in docs/decisions. */
export function missingAdrCitations(root) {
  const names = readdirSync(path.join(root, decisionsDir));
  const numbers = new Set(
    names.filter((name) => /^\d{4}-/.test(name)).map((name) => Number(name.slice(0, 4))),
  );
  const missing = [];
  for (const file of repositoryFiles(root)) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // Deleted in the work tree, still in the index.
    }
    for (const citation of adrCitations(text)) {
      const exists = citation.file ? names.includes(citation.file) : numbers.has(citation.number);
      if (!exists) missing.push({ file, ...citation });
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const missing = missingAdrCitations(root);
  for (const { file, line, cited } of missing)
    process.stderr.write(`${file}:${line}: ${cited} has no ADR file\n`);
  if (missing.length) process.exitCode = 1;
  else process.stdout.write('Every cited ADR exists.\n');
}
