// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { outcomeLabels } from '@sehat/core/outcomes/messages';
import { recentQuarters } from '@sehat/core/outcomes/quarters';
import type { Outcomes } from '@sehat/core/outcomes/schemas';
import { dateIn } from '@sehat/core/time/date-in';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

const figures = (from: string, to: string): Outcomes => ({
  period: { from, to },
  screenings: { srq29: 120, phq9: 45, gad7: null },
  programs: { enrolled: 24, completedMost: 11, reliableImprovement: null, deterioration: null },
  chat: { conversations: 60, firstResponseP50Seconds: 420, withinTarget: 0.85 },
});

it('shows each of the last four quarters, small counts as "kurang dari 10", and explains them', async () => {
  apiMock.use(
    http.get('/api/outcomes', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(figures(url.searchParams.get('from')!, url.searchParams.get('to')!));
    }),
  );
  renderApp('/hasil-layanan');
  expect(await screen.findByRole('heading', { level: 1, name: outcomeLabels.title })).toBeTruthy();
  expect(screen.getByText(outcomeLabels.suppressed)).toBeTruthy();
  const [latest] = recentQuarters(dateIn(new Date(), 'Asia/Jakarta'), 4);
  const quarter = screen.getByRole('region', {
    name: outcomeLabels.quarter(latest!.label, latest!.from, latest!.to),
  });
  const row = (label: string) => within(quarter).getByText(label).closest('div')!.textContent;
  expect(await within(quarter).findByText(outcomeLabels.programs.enrolled)).toBeTruthy();
  expect(row(outcomeLabels.programs.enrolled)).toContain('24');
  expect(row(outcomeLabels.programs.reliableImprovement)).toContain(outcomeLabels.hidden);
  expect(row(outcomeLabels.chat.firstResponse)).toContain('7 menit');
  expect(row(outcomeLabels.chat.withinTarget)).toContain('85%');
  expect(screen.getAllByRole('region', { name: /kuartal/ })).toHaveLength(4);
  expect(screen.getByText(outcomeLabels.explanation[0]!)).toBeTruthy();
});

it('a quarter with nothing to publish shows all ten figures as "kurang dari 10"', async () => {
  apiMock.use(
    http.get('/api/outcomes', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        period: { from: url.searchParams.get('from')!, to: url.searchParams.get('to')! },
        screenings: { srq29: null, phq9: null, gad7: null },
        programs: { enrolled: null, completedMost: null, reliableImprovement: null, deterioration: null },
        chat: { conversations: null, firstResponseP50Seconds: null, withinTarget: null },
      } satisfies Outcomes);
    }),
  );
  renderApp('/hasil-layanan');
  const quarters = await screen.findAllByRole('region', { name: /kuartal/ });
  expect(quarters).toHaveLength(4);
  const oldest = quarters[3]!;
  expect(await within(oldest).findByText(outcomeLabels.programs.enrolled)).toBeTruthy();
  expect(within(oldest).getAllByText(outcomeLabels.hidden)).toHaveLength(10);
});
