import { crisisResultMessages } from './messages';

/** The written part of a screening result: its reading, explanation and advice. */
export interface ResultCopy {
  summary: string;
  about: readonly string[];
  advice: readonly string[];
  seekHelpNote: string;
}

export interface ScreeningCopy extends ResultCopy {
  /**
   * The screening found nothing at its cut-off (SRQ-29 Normal, PHQ-9 `minimal`): its copy
   * reassures and advises keeping well, which a crisis answer must override.
   */
  belowCutoff: boolean;
  /** Words of comfort shown only when nothing was found and the crisis item was "no". */
  reassurance?: string;
}

/**
 * A result never contradicts a crisis answer (ADR 112): when the crisis item was "yes" the
 * copy leads with it. The screening's own result and severity still show elsewhere, as what
 * they are (a count of complaints); here nothing says all is well or needs no follow-up, the
 * first steps for today come before the level's advice, and a result below the cut-off drops
 * its keep-well advice. Any screening with a crisis item (SRQ-29, PHQ-9) uses this rule.
 */
export function resultCopy(copy: ScreeningCopy, crisis: boolean): ResultCopy {
  const { belowCutoff, reassurance, ...rest } = copy;
  if (!crisis) {
    if (!belowCutoff || !reassurance) return rest;
    const [first = '', ...others] = rest.about;
    return { ...rest, about: [`${first} ${reassurance}`.trim(), ...others] };
  }
  return {
    summary: belowCutoff
      ? crisisResultMessages.summaryBelowCutoff
      : crisisResultMessages.summaryWithFinding(rest.summary),
    about: [crisisResultMessages.about, ...rest.about],
    advice: belowCutoff ? crisisResultMessages.advice : [...crisisResultMessages.advice, ...rest.advice],
    seekHelpNote: crisisResultMessages.seekHelpNote,
  };
}
