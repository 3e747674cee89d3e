// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disclosureHelpMessages } from '@sehat/core/help/messages';
import { VisitorProviders } from '#web/testing/component-providers';
import { QuestionList } from './question-list';

afterEach(cleanup);

const questions = [
  { nomor: 11, number: 1, text: 'Apakah Anda sering sakit kepala?' },
  { nomor: 17, number: 2, text: 'Apakah Anda mempunyai pikiran untuk mengakhiri hidup?' },
];
const choices = [
  { value: 1 as const, label: 'Ya' },
  { value: 0 as const, label: 'Tidak' },
];

function Harness({
  onAnswer,
  missing = [],
}: {
  onAnswer: (nomor: number, value: 0 | 1) => void;
  missing?: number[];
}) {
  const [answers, setAnswers] = useState<Partial<Record<number, 0 | 1>>>({});
  return (
    <QuestionList
      label="Pertanyaan halaman 1"
      questions={questions}
      answers={answers}
      riskItems={[{ nomor: 17, signalFrom: 1, crisisFrom: 1 }]}
      fieldName={(nomor) => `pertanyaan-${nomor}`}
      choices={choices}
      layout="row"
      isMissing={(nomor) => missing.includes(nomor)}
      onAnswer={(nomor, value) => {
        onAnswer(nomor, value);
        setAnswers((current) => ({ ...current, [nomor]: value }));
      }}
    />
  );
}

describe('QuestionList', () => {
  it('names the group and each question by its number and text, with real radios under the field name', () => {
    const onAnswer = vi.fn();
    render(<Harness onAnswer={onAnswer} missing={[17]} />, { wrapper: VisitorProviders });
    const group = screen.getByRole('group', { name: 'Pertanyaan halaman 1' });
    const first = within(group).getByRole('group', { name: '1. Apakah Anda sering sakit kepala?' });
    expect(
      within(first)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('name')),
    ).toEqual(['pertanyaan-11', 'pertanyaan-11']);
    fireEvent.click(within(first).getByRole('radio', { name: 'Tidak' }));
    expect(onAnswer).toHaveBeenCalledWith(11, 0);
    expect(first.getAttribute('data-answered')).toBe('true');
    const second = within(group).getByRole('group', { name: /^2\. / });
    expect(second.getAttribute('data-missing')).toBe('true');
    expect(first.getAttribute('data-missing')).not.toBe('true');
  });

  it('shows help right below a risk item the moment it is answered as a crisis, and only then', () => {
    render(<Harness onAnswer={vi.fn()} />, { wrapper: VisitorProviders });
    const risk = screen.getByRole('group', { name: /^2\. / });
    fireEvent.click(within(risk).getByRole('radio', { name: 'Tidak' }));
    expect(screen.queryByRole('heading', { name: disclosureHelpMessages.title })).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: /^1\. / })).getByRole('radio', { name: 'Ya' }));
    expect(screen.queryByRole('heading', { name: disclosureHelpMessages.title })).toBeNull();

    fireEvent.click(within(risk).getByRole('radio', { name: 'Ya' }));
    const help = screen.getByRole('region', { name: disclosureHelpMessages.title });
    expect(risk.nextElementSibling).toBe(help);
  });
});
