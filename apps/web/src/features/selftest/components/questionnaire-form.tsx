import { Fragment, useEffect, useRef, type FormEvent } from 'react';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { selftestRules } from '@sehat/core/selftest/constants';
import { isCrisisAnswer, srq29RiskItems } from '@sehat/core/risk/risk-items';
import { DisclosureHelp } from '../../../components/crisis/disclosure-help';
import { FormAlert } from '../../../components/ui/form-alert';
import type { useQuestionnaire } from '../hooks/use-questionnaire';
import { chosenAnswers } from '../utils/questionnaire';
import { QuestionItem } from './question-item';
import { TestNavigation } from './test-navigation';
import { TestProgress } from './test-progress';
import styles from './questionnaire.module.css';

type Questionnaire = ReturnType<typeof useQuestionnaire>;

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
  const riskItems = srq29RiskItems(q.questions);

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

  return (
    <form ref={formRef} method="post" className={styles.form} onSubmit={handleSubmit} noValidate>
      <TestProgress page={q.page} pages={q.pages} answered={q.answered} total={q.questions.length} />
      <div
        ref={pageRef}
        tabIndex={-1}
        role="group"
        aria-label={selftestMessages.questionsOnPage(q.page + 1)}
        className={styles.questions}
      >
        {q.pageQuestions.map((question, index) => (
          <Fragment key={question.nomor}>
            <QuestionItem
              number={firstNumber + index}
              nomor={question.nomor}
              pertanyaan={question.pertanyaan}
              answer={q.answers[question.nomor]}
              onAnswer={(value) => q.answer(question.nomor, value)}
            />
            {/* Help the moment a risk item is answered (core's risk model), not 12 questions later. */}
            {isCrisisAnswer(riskItems, question.nomor, q.answers[question.nomor]) && <DisclosureHelp />}
          </Fragment>
        ))}
      </div>
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
    </form>
  );
}
