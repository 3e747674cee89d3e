// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crisisMessages } from '@sehat/core/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { setUpScreenTests } from '#web/testing/render-app';
import { scoringServer, takeTest } from '#web/testing/selftest-journey';

setUpScreenTests();

const neurosisSix = [1, 2, 3, 4, 5, 6];

// The visitor's journey through the real server, for a normal result and for one with another
// flagged part, is selftest-visitor.spec.ts; here every kind of result, on core's scoring.
describe('a visitor’s SRQ-29 lands on the page of its result', () => {
  const cases: [string, number[], string, string, string, number][] = [
    ['nothing flagged', [], '/hasil/normal', 'Normal', 'Normal', 20],
    ['six neurosis answers', neurosisSix, '/hasil/neurosis', 'Gejala Neurosis', 'Ringan', 25],
    ['two psychotic answers', [22, 24], '/hasil/psikotik', 'Gejala Psikotik', 'Berat', 95],
    ['substance use', [21], '/hasil/psikotik', 'Penggunaan Zat Psikotik', 'Sedang', 55],
    ['three PTSD answers', [25, 26, 27], '/hasil/ptsd', 'Gejala PTSD', 'Sedang', 55],
  ];
  for (const [label, yes, path, hasil, severity, percent] of cases) {
    it(`${label} → ${hasil}`, async () => {
      scoringServer();
      const { router } = await takeTest(yes);
      await screen.findByRole('heading', { level: 1, name: 'Hasil Tes Diri' });
      // The app never puts the result in the URL.
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.location.search).toBe('');
      const card = screen.getByRole('region', { name: hasil });
      expect(card.textContent).toContain(resultLabels.severityOf(severity));
      expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
      screen.getByText(resultLabels.screeningNotDiagnosis);
      for (const heading of [
        resultLabels.advice,
        resultLabels.explanation,
        resultLabels.seekHelp,
        resultLabels.articles,
      ])
        screen.getByRole('heading', { name: heading });
      screen.getByRole('button', { name: resultLabels.retake });
      expect(screen.queryByRole('region', { name: crisisMessages.title })).toBeNull();
      expect(JSON.parse(localStorage.getItem('testState') ?? 'null')).toMatchObject({
        testCompleted: true,
        userId: null,
        hasilTesTerakhir: { hasil, severity },
      });
      expect(JSON.parse(localStorage.getItem('lastTestResult') ?? 'null')).toEqual({ hasil, severity });
    });
  }
});
