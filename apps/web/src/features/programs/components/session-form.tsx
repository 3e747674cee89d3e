import { useRef, useState, type FormEvent } from 'react';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import type { ProgramSession } from '@sehat/core/programs/program';
import { worksheetProblem, type Worksheet } from '@sehat/core/programs/worksheet';
import { fixedRiskItems } from '@sehat/core/risk/risk-items';
import { screeningFieldName } from '@sehat/core/screenings/answer-progress';
import { answerValues, type ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { answerLabels, screeningItems, screeningStems } from '@sehat/core/screenings/items';
import { QuestionList } from '#web/components/questionnaire/question-list';
import { QuestionnaireActions } from '#web/components/questionnaire/questionnaire-actions';
import { QuestionnaireFrame } from '#web/components/questionnaire/questionnaire-frame';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import type { SessionAnswers } from '../api/complete-session';
import styles from './programs.module.css';
import { WorksheetFields } from './worksheet-fields';

const choices = answerValues.map((value) => ({ value, label: answerLabels[value] }));
const questions = screeningItems.phq9.map((text, i) => ({ nomor: i + 1, number: i + 1, text }));

/**
 * A session's worksheet (each blank with its own label) and the PHQ-9 of this session, asked
 * with the site's questionnaire parts: help shows below item 9 the moment it is answered.
 */
export function SessionForm({
  session,
  initial,
  sending,
  error,
  onSubmit,
  onDiscard,
}: {
  session: ProgramSession;
  /** The worksheet as kept last time, to revisit, or as it waits on this device with its measure. */
  initial: { worksheet?: Worksheet | undefined; phq9?: ScreeningAnswer[] };
  sending: boolean;
  error: string | null;
  onSubmit: (body: SessionAnswers) => void;
  /** Offered while the answers wait on this device: they go only when the person says so. */
  onDiscard?: (() => void) | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [worksheet, setWorksheet] = useState<Worksheet>(initial.worksheet ?? {});
  const [answers, setAnswers] = useState<Partial<Record<number, ScreeningAnswer>>>(() =>
    Object.fromEntries((initial.phq9 ?? []).map((answer, i) => [i + 1, answer])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const phq9 = questions.map((q) => answers[q.nomor]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const sheetProblem = worksheetProblem(session, worksheet);
    if (sheetProblem) return setProblem(programErrors.worksheet[sheetProblem]);
    if (phq9.some((answer) => answer === undefined)) return setProblem(programErrors.phq9Required);
    setProblem(null);
    onSubmit({ worksheet, phq9: phq9 as ScreeningAnswer[] });
  };

  return (
    <QuestionnaireFrame ref={formRef} onSubmit={handleSubmit}>
      <WorksheetFields session={session} worksheet={worksheet} onChange={setWorksheet} />
      <section className={styles.panel} aria-labelledby="measure-title">
        <h2 id="measure-title" className={styles.panelTitle}>
          {programLabels.measureTitle}
        </h2>
        <p>{programLabels.measureIntro}</p>
        <p id="measure-stem">{screeningStems.phq9}</p>
        <QuestionList
          labelledBy="measure-stem"
          questions={questions}
          answers={answers}
          riskItems={fixedRiskItems.phq9}
          fieldName={screeningFieldName}
          choices={choices}
          layout="grid"
          onAnswer={(nomor, value) => setAnswers((current) => ({ ...current, [nomor]: value }))}
        />
      </section>
      <FormAlert message={problem ?? error} />
      <QuestionnaireActions>
        {onDiscard && (
          <Button type="button" variant="secondary" size="lg" disabled={sending} onClick={onDiscard}>
            {programLabels.discard}
          </Button>
        )}
        <Button type="submit" size="lg" loading={sending}>
          {sending ? programLabels.saving : programLabels.save}
        </Button>
      </QuestionnaireActions>
    </QuestionnaireFrame>
  );
}
