import { resultContent } from './messages';
import type { ResultSeverity } from './constants';
import type { ResultContentKey } from './result-display';

export interface ResultLevel {
  summary: string;
  advice: readonly string[];
}

export interface ResultText {
  about: readonly string[];
  level: ResultLevel;
  seekHelpNote: string;
  seekHelpPlaces: readonly string[];
}

/**
 * The explanation and advice for one result page and the severity it shows. A severity a page
 * has no text for (which displaySeverity never produces) falls back to its most careful one.
 */
export function resultText(key: ResultContentKey, severity: ResultSeverity): ResultText {
  const content = resultContent[key];
  const levels: Partial<Record<ResultSeverity, ResultLevel>> = content.levels;
  const level = levels[severity] ?? levels.Berat ?? levels.Normal!;
  return {
    about: content.about,
    level,
    seekHelpNote: content.seekHelpNote,
    seekHelpPlaces: resultContent.seekHelpPlaces,
  };
}
