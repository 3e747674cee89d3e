import type { ScreeningBand } from '../screenings/bands';
import type { ScreeningCode } from '../screenings/instruments';
import { bandLabels, screeningCatalogue } from '../screenings/messages';

/**
 * A result of any screening as the counsellors, the person's export and the counsellor dialog
 * name it: SRQ-29's `hasil` and `severity`, or PHQ-9's and GAD-7's `score` and `band`. No zod
 * here: the dialog and the admin card import it.
 */
export interface ResultSummaryFields {
  code: ScreeningCode;
  hasil?: string | undefined;
  severity?: string | undefined;
  score?: number | undefined;
  band?: ScreeningBand | undefined;
}

/** E.g. "SRQ-29: Neurosis, tingkat Ringan" or "PHQ-9: skor 12, Sedang". */
export function resultSummaryText({ code, hasil, severity, score, band }: ResultSummaryFields): string {
  const name = screeningCatalogue[code].name;
  if (code === 'srq29') return `${name}: ${hasil ?? ''}${severity ? `, tingkat ${severity}` : ''}`;
  return `${name}: skor ${score ?? '-'}${band ? `, ${bandLabels[band]}` : ''}`;
}

/**
 * The result this device can share with the counsellors for its viewer: the server's id when
 * it is theirs already, or the claim token that keeps a visitor's in the account first.
 */
export interface ShareableResult extends ResultSummaryFields {
  id?: number | undefined;
  claimToken?: string | undefined;
  crisis: boolean;
  createdAt?: string | undefined;
}
