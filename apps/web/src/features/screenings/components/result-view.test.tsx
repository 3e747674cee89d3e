// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitorProviders } from '#web/testing/component-providers';
import { crisisMessages } from '@sehat/core/messages';
import {
  bandMeanings,
  nextStepMessages,
  screeningResultMessages,
  screeningRules,
} from '@sehat/core/screenings/messages';
import { programLabels } from '@sehat/core/programs/messages';
import { serviceLabels } from '@sehat/core/services/messages';
import type { ShownResult } from '../utils/results-to-show';
import { ScreeningResultView } from './result-view';

const wrapper = VisitorProviders;

const phq = (overrides: Partial<ShownResult>): ShownResult => ({
  id: 1,
  code: 'phq9',
  score: 1,
  band: 'minimal',
  crisis: true,
  jawaban: [0, 0, 0, 0, 0, 0, 0, 0, 1],
  createdAt: '2026-05-01T08:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const steps = () => [
  ...screen.getByRole('region', { name: nextStepMessages.title }).querySelectorAll('li[data-tier]'),
];

const show = (results: ShownResult[], loggedIn = false) =>
  render(
    <ScreeningResultView
      code={results[0]!.code}
      results={results}
      onDevice={!loggedIn}
      loggedIn={loggedIn}
    />,
    {
      wrapper,
    },
  );

describe('ScreeningResultView', () => {
  it('after item 9 above 0 with a low total: the crisis box comes first, and nothing reassures', () => {
    show([phq({})]);
    const box = screen.getByRole('region', { name: crisisMessages.title });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(box.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.textContent).toContain(screeningResultMessages.crisisText);
    expect(document.body.textContent).toContain(screeningResultMessages.crisisMeaning);
    expect(document.body.textContent).not.toContain(bandMeanings.phq9.minimal);
    const [first] = steps();
    expect(first!.getAttribute('data-tier')).toBe('urgent');
    expect(first!.textContent).toContain(nextStepMessages.recommended);
    expect(first!.textContent).toContain(nextStepMessages.urgent.seeAbove);
  });

  it('without a crisis answer: no crisis box, the band’s meaning, what it is not, the rule and its source', () => {
    show([phq({ score: 12, band: 'sedang', crisis: false, jawaban: [3, 3, 3, 3, 0, 0, 0, 0, 0] })]);
    expect(screen.queryByRole('region', { name: crisisMessages.title })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Skor 12 dari 27/ })).toBeTruthy();
    expect(document.body.textContent).toContain(bandMeanings.phq9.sedang);
    expect(document.body.textContent).toContain(screeningResultMessages.not[0]);
    expect(document.body.textContent).toContain(screeningRules.phq9.rule);
    expect(document.body.textContent).toContain(screeningRules.phq9.source);
    const [program, soon, selfCare, urgent] = steps();
    expect([program, soon, selfCare, urgent].map((s) => s!.getAttribute('data-tier'))).toEqual([
      'program',
      'soon',
      'self-care',
      'urgent',
    ]);
    expect(
      within(selfCare as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/edukasi/depresi');
    expect(
      within(soon as HTMLElement)
        .getByRole('link', { name: serviceLabels.nextStepsLink })
        .getAttribute('href'),
    ).toBe('/layanan');
    expect(within(urgent as HTMLElement).getByRole('list', { name: crisisMessages.listLabel })).toBeTruthy();
  });

  it('offers the self-help programme as the first next step of a mild or moderate result only', () => {
    const offered = (result: Partial<ShownResult>) => {
      show([phq({ crisis: false, jawaban: [1, 1, 1, 1, 1, 1, 0, 0, 0], ...result })]);
      const first = steps()[0]!;
      cleanup();
      return first.getAttribute('data-tier') === 'program' ? first : null;
    };
    const mild = offered({ score: 6, band: 'ringan' });
    expect(mild?.textContent).toContain(programLabels.offerTitle);
    expect(
      within(mild as HTMLElement)
        .getByRole('link', { name: programLabels.offerLink })
        .getAttribute('href'),
    ).toBe('/program/aktivasi-perilaku');
    expect(
      offered({ code: 'gad7', score: 11, band: 'sedang', jawaban: [2, 2, 2, 2, 1, 1, 1] }),
    ).not.toBeNull();
    expect(offered({ score: 3, band: 'minimal' })).toBeNull();
    expect(offered({ score: 16, band: 'cukup-berat' })).toBeNull();
    expect(offered({ score: 7, band: 'ringan', crisis: true })).toBeNull();
  });

  it('shows the trend once there are two results, and a visitor the way to keep them', () => {
    show([phq({ id: 2, crisis: false, jawaban: [1, 0, 0, 0, 0, 0, 0, 0, 0] }), phq({})]);
    expect(screen.getByRole('img', { name: /Skor PHQ-9 dari waktu ke waktu/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe(
      '/login?next=%2Ftes-diri%2Fphq-9%2Fhasil',
    );
  });
});
