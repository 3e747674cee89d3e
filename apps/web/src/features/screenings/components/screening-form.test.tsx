// @vitest-environment happy-dom
import { cleanup, fireEvent, render as renderWith, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { VisitorProviders } from '#web/testing/component-providers';
import { answerLabels, screeningItems } from '@sehat/core/screenings/items';
import { disclosureHelpMessages } from '@sehat/core/help/messages';
import { screeningTestMessages } from '@sehat/core/screenings/messages';
import { useScreeningAnswers } from '../hooks/use-screening-answers';
import { ScreeningForm } from './screening-form';

function Form({
  code,
  onSubmit,
}: {
  code: ScoredScreeningCode;
  onSubmit: (jawaban: ScreeningAnswer[]) => void;
}) {
  const answers = useScreeningAnswers(code);
  return <ScreeningForm code={code} answers={answers} submitting={false} error={null} onSubmit={onSubmit} />;
}

/** The help at disclosure shows the site's crisis numbers and the counsellor button. */
const wrapper = VisitorProviders;
const render = (ui: ReactElement) => renderWith(ui, { wrapper });

const item = (nomor: number) => screen.getByRole('group', { name: new RegExp(`^${nomor}\\. `) });
const choose = (nomor: number, value: ScreeningAnswer) =>
  fireEvent.click(within(item(nomor)).getByRole('radio', { name: answerLabels[value] }));

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe('ScreeningForm', () => {
  it('asks every item under the two-week question with the four standard options', () => {
    render(<Form code="phq9" onSubmit={vi.fn()} />);
    expect(screen.getByText(/^Dalam 2 minggu terakhir, seberapa sering/)).toBeTruthy();
    screeningItems.phq9.forEach((text, i) => {
      const group = item(i + 1);
      expect(group.textContent).toContain(text);
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual([...answerLabels]);
    });
  });

  it('counts the answers and sends them in item order once all are given', () => {
    const onSubmit = vi.fn();
    render(<Form code="gad7" onSubmit={onSubmit} />);
    [3, 0, 1, 2, 0, 0, 1].forEach((value, i) => choose(i + 1, value as ScreeningAnswer));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: screeningTestMessages.submit }));
    expect(onSubmit).toHaveBeenCalledWith([3, 0, 1, 2, 0, 0, 1]);
  });

  it('names the open items and goes to the first when sent incomplete', () => {
    const onSubmit = vi.fn();
    render(<Form code="gad7" onSubmit={onSubmit} />);
    [1, 2, 4, 5, 6].forEach((nomor) => choose(nomor, 1));
    fireEvent.click(screen.getByRole('button', { name: screeningTestMessages.submit }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(screeningTestMessages.unanswered([3, 7]));
    expect(document.activeElement).toBe(within(item(3)).getAllByRole('radio')[0]);
    expect(item(3).getAttribute('data-missing')).toBe('true');
    expect(item(1).getAttribute('data-missing')).toBe('false');
  });

  it('keeps the answers through a reload of the page, and per screening', () => {
    const { unmount } = render(<Form code="phq9" onSubmit={vi.fn()} />);
    choose(9, 2);
    choose(1, 1);
    unmount();
    render(<Form code="phq9" onSubmit={vi.fn()} />);
    expect((within(item(9)).getByRole('radio', { name: answerLabels[2] }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    cleanup();
    render(<Form code="gad7" onSubmit={vi.fn()} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows help the moment PHQ-9 item 9 is answered above 0, before anything is sent (one risk model)', () => {
    const help = () => screen.queryByRole('region', { name: disclosureHelpMessages.title });
    render(<Form code="phq9" onSubmit={vi.fn()} />);
    choose(8, 3);
    expect(help()).toBeNull();
    choose(9, 1);
    const box = help()!;
    expect(box).toBeTruthy();
    // Right below the item, not at the end of the form.
    expect(item(9).compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    choose(9, 0);
    expect(help()).toBeNull();
    cleanup();
    render(<Form code="gad7" onSubmit={vi.fn()} />);
    [1, 2, 3, 4, 5, 6, 7].forEach((nomor) => choose(nomor, 3));
    expect(help()).toBeNull();
  });
});
