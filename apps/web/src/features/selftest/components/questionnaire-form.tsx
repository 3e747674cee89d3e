import { useEffect, useRef, type FormEvent } from 'react';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { selftestRules } from '@sehat/core/selftest/constants';
import { srq29RiskItems } from '@sehat/core/risk/risk-items';
import type { Answer } from '@sehat/core/selftest/scoring';
import { QuestionList } from '#web/components/questionnaire/question-list';
import { QuestionnaireFrame } from '#web/components/questionnaire/questionnaire-frame';
import { QuestionnaireProgress } from '#web/components/questionnaire/questionnaire-progress';
import { FormAlert } from '#web/components/ui/form-alert';
import type { useQuestionnaire } from '../hooks/use-questionnaire';
import { answerFieldName, chosenAnswers } from '../utils/questionnaire';
import { TestNavigation } from './test-navigation';

type Questionnaire = ReturnType<typeof useQuestionnaire>;

const choices: { value: Answer; label: string }[] = [
  { value: 1, label: selftestMessages.yes },
  { value: 0, label: selftestMessages.no },
];

/** The paged questions: five at a time, progress on top, navigation below. */
export function QuestionnaireForm({
  questionnaire: q,
  submitting,
  error,
  onSubmit,
}: {
  questionnaire: Questionnaire;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const movedByButton = useRef(false);
  const firstNumber = q.page * selftestRules.questionsPerPage + 1;

  // A page reached with Sebelumnya/Selanjutnya starts at its first question, for keyboards and
  // screen readers too (Back and Forward restore the scroll position instead).
  useEffect(() => {
    if (!movedByButton.current) return;
    movedByButton.current = false;
    pageRef.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    pageRef.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [q.page]);

  // A server-rendered page can be answered before hydration, and React keeps those choices on
  // screen without telling the state: take them over, or 'Selanjutnya' stays disabled.
  const { adopt } = q;
  useEffect(() => {
    if (formRef.current) adopt(chosenAnswers(new FormData(formRef.current)));
  }, [adopt]);

  const changePage = (next: number) => {
    movedByButton.current = true;
    void q.goToPage(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (q.jawaban && !submitting) onSubmit();
  };

  const answeredText = selftestMessages.answeredOf(q.answered, q.questions.length);
  return (
    <QuestionnaireFrame ref={formRef} onSubmit={handleSubmit}>
      <QuestionnaireProgress
        lines={[selftestMessages.pageOf(q.page + 1, q.pages), answeredText]}
        label={selftestMessages.progressLabel}
        answered={q.answered}
        total={q.questions.length}
        valueText={answeredText}
      />
      <QuestionList
        ref={pageRef}
        tabIndex={-1}
        label={selftestMessages.questionsOnPage(q.page + 1)}
        questions={q.pageQuestions.map((question, index) => ({
          nomor: question.nomor,
          number: firstNumber + index,
          text: question.pertanyaan,
        }))}
        answers={q.answers}
        riskItems={srq29RiskItems(q.questions)}
        fieldName={answerFieldName}
        choices={choices}
        layout="row"
        onAnswer={q.answer}
      />
      <FormAlert message={error} />
      <TestNavigation
        page={q.page}
        pages={q.pages}
        pageComplete={q.pageComplete}
        allAnswered={q.jawaban !== null}
        submitting={submitting}
        onPrevious={() => changePage(q.page - 1)}
        onNext={() => changePage(q.page + 1)}
      />
    </QuestionnaireFrame>
  );
}
