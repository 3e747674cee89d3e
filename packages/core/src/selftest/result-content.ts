import { resultCopy, type ResultCopy } from '../safety/crisis-result';
import { resultContent } from './messages';
import type { ResultSeverity } from './constants';
import type { ResultContentKey } from './result-display';

export interface ResultLevel {
  summary: string;
  advice: readonly string[];
}

export interface ResultText extends ResultCopy {
  seekHelpPlaces: readonly string[];
}

/** The level a page shows for a severity: one it has no text for falls back to its most careful one. */
export function resultLevel(key: ResultContentKey, severity: ResultSeverity): ResultLevel {
  const levels: Partial<Record<ResultSeverity, ResultLevel>> = resultContent[key].levels;
  return levels[severity] ?? levels.Berat ?? levels.Normal!;
}

/**
 * The explanation and advice for one result page, the severity it shows and whether the
 * crisis question was answered "yes" (then the copy leads with that, ADR 112).
 */
export function resultText(key: ResultContentKey, severity: ResultSeverity, crisis: boolean): ResultText {
  const content: { about: readonly string[]; seekHelpNote: string; reassurance?: string } =
    resultContent[key];
  const level = resultLevel(key, severity);
  const copy = resultCopy(
    {
      summary: level.summary,
      about: content.about,
      advice: level.advice,
      seekHelpNote: content.seekHelpNote,
      belowCutoff: severity === 'Normal',
      ...(content.reassurance ? { reassurance: content.reassurance } : {}),
    },
    crisis,
  );
  return { ...copy, seekHelpPlaces: resultContent.seekHelpPlaces };
}
