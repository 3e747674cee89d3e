import { describe, expect, it } from 'vitest';
import { crisisResultMessages } from '../safety/messages';
import { resultContent } from './messages';
import { severities } from './constants';
import { displaySeverity, resultContentKey, type ResultPage } from './result-display';
import { resultLevel, resultText } from './result-content';

const pages: ResultPage[] = ['neurosis', 'psikotik', 'ptsd', 'normal'];
const hasilValues = [
  'Gejala Neurosis',
  'Gejala Psikotik',
  'Penggunaan Zat Psikotik',
  'Gejala PTSD',
  'Normal',
];

/** Every text a result page can show for each page, result and severity, with and without crisis. */
function everyText(crisis: boolean) {
  return pages.flatMap((page) =>
    hasilValues.flatMap((hasil) =>
      [...severities, undefined, 'Normal'].map((severity) =>
        resultText(resultContentKey(page, hasil), displaySeverity(page, severity), crisis),
      ),
    ),
  );
}

describe('resultText', () => {
  it('has written advice for every page, result and severity a page can show', () => {
    for (const text of [...everyText(false), ...everyText(true)]) {
      expect(text.about.length).toBeGreaterThan(0);
      expect(text.summary).not.toBe('');
      expect(text.advice.length).toBeGreaterThanOrEqual(3);
      expect(text.seekHelpPlaces.length).toBeGreaterThan(0);
    }
  });

  it('picks the text of the severity shown', () => {
    expect(resultText('neurosis', 'Berat', false).summary).toBe(resultContent.neurosis.levels.Berat.summary);
    expect(resultText('zat', 'Sedang', false).advice).toBe(resultContent.zat.levels.Sedang.advice);
    expect(resultLevel('ptsd', 'Ringan')).toBe(resultContent.ptsd.levels.Ringan);
    expect(resultLevel('normal', 'Normal')).toBe(resultContent.normal.levels.Normal);
  });

  it('falls back to the most careful text for a severity the page has none for', () => {
    expect(resultLevel('psikotik', 'Normal')).toBe(resultContent.psikotik.levels.Berat);
    expect(resultLevel('normal', 'Berat')).toBe(resultContent.normal.levels.Normal);
  });

  it('reassures a Normal result without a crisis answer', () => {
    const text = resultText('normal', 'Normal', false);
    expect(text.about[0]).toMatch(/Ini kabar baik\.$/);
    expect(text.summary).toBe(resultContent.normal.levels.Normal.summary);
  });

  it('never says all is well, or that nothing needs follow-up, after a crisis answer', () => {
    for (const text of everyText(true)) {
      const words = [text.summary, ...text.about, ...text.advice, text.seekHelpNote].join(' ');
      expect(words).not.toMatch(/kabar baik/i);
      expect(words).not.toMatch(/tidak perlu ditindaklanjuti|tingkat yang perlu ditindaklanjuti/i);
      expect(words).not.toMatch(/Pertahankan kebiasaan baik/);
      expect(text.advice.slice(0, 3)).toEqual(crisisResultMessages.advice);
    }
  });
});
