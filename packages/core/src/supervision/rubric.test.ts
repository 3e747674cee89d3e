import { describe, expect, it } from 'vitest';
import { reviewMessages } from './review-messages';
import { reviewBodySchema, reviewMean, rubricCriteria, rubricScores } from './rubric';

const scores = { engagement: 4, collaboration: 3, safetyAssessment: 5 };

describe('the review rubric', () => {
  it('has the three criteria, each described at 1 and at 5, scored 1 to 5', () => {
    expect(rubricCriteria).toEqual(['engagement', 'collaboration', 'safetyAssessment']);
    expect(rubricScores).toEqual([1, 2, 3, 4, 5]);
    for (const criterion of rubricCriteria) {
      expect(reviewMessages.criteria[criterion].low).not.toBe('');
      expect(reviewMessages.criteria[criterion].high).not.toBe('');
    }
  });

  it('takes three whole scores and an optional comment, trimmed, empty as none', () => {
    expect(reviewBodySchema.parse({ scores })).toEqual({ scores, comment: null });
    expect(reviewBodySchema.parse({ scores, comment: '  Bagus.  ' }).comment).toBe('Bagus.');
    expect(reviewBodySchema.parse({ scores, comment: '   ' }).comment).toBeNull();
  });

  it('refuses a score outside 1 to 5, a fraction, a missing one, in Indonesian', () => {
    const issue = (body: unknown) => reviewBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ scores: { ...scores, engagement: 0 } })).toBe('Nilai Keterlibatan harus 1 sampai 5.');
    expect(issue({ scores: { ...scores, collaboration: 6 } })).toBe(
      'Nilai Pemecahan masalah bersama harus 1 sampai 5.',
    );
    expect(issue({ scores: { ...scores, safetyAssessment: 2.5 } })).toBe(
      'Nilai Penilaian keselamatan harus 1 sampai 5.',
    );
    expect(issue({})).toBe('Isi ketiga nilai tinjauan.');
    expect(issue({ scores, comment: 'x'.repeat(2001) })).toBe(
      'Catatan tinjauan paling banyak 2000 karakter.',
    );
  });

  it('averages the three scores to one decimal', () => {
    expect(reviewMean(scores)).toBe(4);
    expect(reviewMean({ engagement: 4, collaboration: 4, safetyAssessment: 5 })).toBe(4.3);
  });
});
