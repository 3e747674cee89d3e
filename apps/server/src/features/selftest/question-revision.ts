import { sha256 } from '../../platform/security/tokens';

/**
 * A short fingerprint of the questionnaire as a client sees it (order, ids, text, category,
 * crisis flag). A submission made against another revision answered different questions.
 */
export function questionRevision(
  questions: readonly { nomor: number; pertanyaan: string; kategori: string | null; crisis: boolean }[],
): string {
  const shape = questions.map((q) => [q.nomor, q.kategori, q.crisis, q.pertanyaan]);
  return sha256(JSON.stringify(shape)).slice(0, 16);
}
