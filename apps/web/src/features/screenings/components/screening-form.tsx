import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fixedRiskItems } from '@sehat/core/risk/risk-items';
import { chosenScreeningAnswers, screeningFieldName } from '@sehat/core/screenings/answer-progress';
import { answerValues, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { answerLabels, screeningItems, screeningStems } from '@sehat/core/screenings/items';
import { screeningTestMessages } from '@sehat/core/screenings/messages';
import { QuestionList } from '#web/components/questionnaire/question-list';
import { QuestionnaireActions } from '#web/components/questionnaire/questionnaire-actions';
import { QuestionnaireFrame } from '#web/components/questionnaire/questionnaire-frame';
import { QuestionnaireProgress } from '#web/components/questionnaire/questionnaire-progress';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import type { useScreeningAnswers } from '../hooks/use-screening-answers';
import styles from './screening.module.css';

type Answers = ReturnType<typeof useScreeningAnswers>;

const choices = answerValues.map((value) => ({ value, label: answerLabels[value] }));

/**
 * Every item on one page under the two-week question, progress on top, help right below a risk
 * item the moment it is answered. Sending with an item left open names the open items and moves
 * to the first.
 */
export function ScreeningForm({
  code,
  answers: a,
  submitting,
  error,
  onSubmit,
}: {
  code: ScoredScreeningCode;
  answers: Answers;
  submitting: boolean;
  error: string | null;
  onSubmit: (jawaban: NonNullable<Answers['jawaban']>) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);

  const { adopt } = a;
  useEffect(() => {
    if (formRef.current) adopt(chosenScreeningAnswers(new FormData(formRef.current), code));
  }, [adopt, code]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (a.jawaban) return onSubmit(a.jawaban);
    setTried(true);
    const first = formRef.current?.querySelector<HTMLInputElement>(`[data-item="${a.unanswered[0]}"] input`);
    first?.focus();
  };

  const missingMessage =
    tried && a.unanswered.length > 0 ? screeningTestMessages.unanswered(a.unanswered) : null;
  const answeredText = screeningTestMessages.answered(a.answered, a.total);
  return (
    <QuestionnaireFrame ref={formRef} onSubmit={handleSubmit}>
      <p className={styles.stem} id="screening-stem">
        {screeningStems[code]}
      </p>
      <QuestionnaireProgress
        lines={[answeredText]}
        label={screeningTestMessages.progressLabel}
        answered={a.answered}
        total={a.total}
        valueText={answeredText}
      />
      <QuestionList
        labelledBy="screening-stem"
        questions={screeningItems[code].map((text, i) => ({ nomor: i + 1, number: i + 1, text }))}
        answers={a.answers}
        riskItems={fixedRiskItems[code]}
        fieldName={screeningFieldName}
        choices={choices}
        layout="grid"
        isMissing={(nomor) => tried && a.answers[nomor] === undefined}
        onAnswer={a.answer}
      />
      <FormAlert message={missingMessage ?? error} />
      <QuestionnaireActions>
        <Button type="submit" size="lg" loading={submitting}>
          {screeningTestMessages.submit}
        </Button>
      </QuestionnaireActions>
    </QuestionnaireFrame>
  );
}
