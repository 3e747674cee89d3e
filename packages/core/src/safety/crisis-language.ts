import { compactForms, crisisRules, type CrisisRule } from './crisis-rules';
import { canonicalWords, fillerWords } from './crisis-vocabulary';
import { clausesOf, collapseRepeats } from './normalize-text';

/** How many filler words may stand between two steps of a rule. */
const maxFillers = 3;

const canonicalOf = new Map<string, string>();
for (const [canonical, spellings] of Object.entries(canonicalWords)) {
  for (const spelling of spellings) canonicalOf.set(collapseRepeats(spelling), canonical);
}
const canonical = (word: string) => {
  const collapsed = collapseRepeats(word);
  return canonicalOf.get(collapsed) ?? collapsed;
};
const wordSet = (words: readonly string[] | undefined) => (words ? new Set(words.map(canonical)) : undefined);

interface CompiledRule {
  steps: Set<string>[];
  followedBy: Set<string> | undefined;
  notFollowedBy: Set<string> | undefined;
  notAfter: Set<string> | undefined;
  notAfterOnlyFrom: Set<string> | undefined;
}

const compile = (rule: CrisisRule): CompiledRule => ({
  steps: rule.steps.map((step) => new Set(step.map(canonical))),
  followedBy: wordSet(rule.followedBy),
  notFollowedBy: wordSet(rule.notFollowedBy),
  notAfter: wordSet(rule.notAfter),
  notAfterOnlyFrom: wordSet(rule.notAfterOnlyFrom),
});

const rules = crisisRules.map(compile);
const fillers = new Set(fillerWords.map(canonical));
const compacts = compactForms.map(collapseRepeats);

/** The index after the rule's last word when the rule matches from `start`, else -1. */
function matchEnd(words: string[], start: number, steps: Set<string>[]): number {
  let at = start;
  for (const [index, step] of steps.entries()) {
    if (index > 0) {
      let skipped = 0;
      while (at < words.length && !step.has(words[at]!) && fillers.has(words[at]!) && skipped < maxFillers) {
        at += 1;
        skipped += 1;
      }
    }
    if (at >= words.length || !step.has(words[at]!)) return -1;
    at += 1;
  }
  return at;
}

function ruleMatches(words: string[], rule: CompiledRule): boolean {
  for (let start = 0; start < words.length; start += 1) {
    const end = matchEnd(words, start, rule.steps);
    if (end < 0) continue;
    const next = words[end];
    if (next !== undefined && rule.followedBy && !rule.followedBy.has(next)) continue;
    if (next !== undefined && rule.notFollowedBy?.has(next)) continue;
    const checksBefore = !rule.notAfterOnlyFrom || rule.notAfterOnlyFrom.has(words[start]!);
    if (checksBefore && rule.notAfter && words.slice(0, start).some((w) => rule.notAfter!.has(w))) continue;
    return true;
  }
  return false;
}

/**
 * Whether a text speaks of suicidal thoughts or self-harm, in Indonesian or English, as people
 * write it: any case, repeated letters, look-alike digits, spaced or joined words and common
 * abbreviations ('gk kuat hdp lg', 'pgn mati aj', 'b.u.n.d.i.r'), while everyday phrases with
 * the same words ('mati lampu', 'bunuh nyamuk', 'hp saya mati') are left alone.
 */
export function hasCrisisLanguage(text: string): boolean {
  for (const clause of clausesOf(text)) {
    if (clause.some((word) => compacts.some((form) => word.includes(form)))) return true;
    const words = clause.map(canonical);
    if (rules.some((rule) => ruleMatches(words, rule))) return true;
  }
  return false;
}
