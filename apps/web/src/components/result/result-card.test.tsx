// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCard, ResultCrisisNote, ResultFacts } from './result-card';

afterEach(cleanup);

const card = (crisis: boolean) =>
  render(
    <ResultCard
      titleId="hasil"
      label="Hasil utama"
      title="Gejala Neurosis"
      level="Tingkat Berat"
      tone="high"
      crisis={crisis}
      caveat="Ini skrining, bukan diagnosis."
    >
      <ResultFacts facts={[{ term: 'Tanggal tes', value: '1 Mei 2026' }]} />
      {crisis && <ResultCrisisNote>Jawaban Anda lebih penting dari skor ini.</ResultCrisisNote>}
    </ResultCard>,
  );

describe('ResultCard', () => {
  it('shows the result under its label with its level, what it counted and the caveat, in the level’s tone', () => {
    card(false);
    const region = screen.getByRole('region', { name: 'Gejala Neurosis' });
    expect(region.getAttribute('data-tone')).toBe('high');
    expect(region.hasAttribute('data-crisis')).toBe(false);
    expect(within(region).getByText('Hasil utama')).toBeTruthy();
    expect(within(region).getByText('Tingkat Berat').hasAttribute('data-tone')).toBe(false);
    expect(within(region).getByRole('definition').textContent).toContain('1 Mei 2026');
    expect(within(region).getByRole('term').textContent).toContain('Tanggal tes');
    expect(region.lastElementChild?.textContent).toContain('Ini skrining, bukan diagnosis.');
  });

  it('after a crisis answer marks the card, so the level keeps its label but loses its colour', () => {
    card(true);
    const region = screen.getByRole('region', { name: 'Gejala Neurosis' });
    expect(region.getAttribute('data-crisis')).toBe('true');
    // The badge has no tone of its own: it takes the card's, which a crisis card makes neutral.
    expect(within(region).getByText('Tingkat Berat').hasAttribute('data-tone')).toBe(false);
    expect(within(region).getByText('Jawaban Anda lebih penting dari skor ini.')).toBeTruthy();
  });
});
