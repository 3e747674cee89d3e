/** Digits and signs people type in place of letters ('m4ti', '$elf'), when they touch a letter. */
const lookalikes: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const lookalikeInWord = /(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/g;

/** Three or more single letters apart ('b.u.n.u.h', 's e l f'): written as one word again. */
const spacedLetters = /\b[a-z](?:[\s.\-_*~]+[a-z]\b){2,}/g;

/** Where a clause ends: a phrase never runs across these. */
const clauseEnd = /[.!?;:,\n\r]+/;

/** Repeated letters are one letter ('pengeeen' → 'pengen', 'nggak' → 'ngak'). */
export function collapseRepeats(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

/**
 * Text as the crisis rule reads it: lower case without accents, look-alike digits as letters,
 * spaced-out words joined, repeated letters once; then clauses of plain words.
 */
export function clausesOf(text: string): string[][] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(lookalikeInWord, (ch) => lookalikes[ch] ?? ch)
    .replace(spacedLetters, (run) => run.replace(/[^a-z]/g, ''));
  return collapseRepeats(plain)
    .split(clauseEnd)
    .map((clause) => clause.split(/[^a-z]+/).filter(Boolean))
    .filter((words) => words.length > 0);
}
