import { useRef, useState, type FormEvent } from 'react';
import { programErrors, programLabels as m } from '@sehat/core/programs/messages';
import type { ProgramSession } from '@sehat/core/programs/program';
import type { CompleteSessionBody } from '@sehat/core/programs/schemas';
import { worksheetProblem, type Worksheet } from '@sehat/core/programs/worksheet';
import { fixedRiskItems } from '@sehat/core/risk/risk-items';
import { screeningFieldName } from '@sehat/core/screenings/answer-progress';
import { answerValues, type ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { answerLabels, screeningItems, screeningStems } from '@sehat/core/screenings/items';
import { QuestionList } from '../../../components/questionnaire/question-list';
import { QuestionnaireActions } from '../../../components/questionnaire/questionnaire-actions';
import { QuestionnaireFrame } from '../../../components/questionnaire/questionnaire-frame';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea-field';
import styles from './programs.module.css';

const choices = answerValues.map((value) => ({ value, label: answerLabels[value] }));
const questions = screeningItems.phq9.map((text, i) => ({ nomor: i + 1, number: i + 1, text }));

/**
 * A session's worksheet (each blank with its own label) and the PHQ-9 of this session, asked
 * with the site's questionnaire parts: help shows below item 9 the moment it is answered.
 */
export function SessionForm({
  session,
  saved,
  sending,
  error,
  onSubmit,
}: {
  session: ProgramSession;
  /** The worksheet as kept last time, to revisit. */
  saved: Worksheet | undefined;
  sending: boolean;
  error: string | null;
  onSubmit: (body: CompleteSessionBody) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [worksheet, setWorksheet] = useState<Worksheet>(saved ?? {});
  const [answers, setAnswers] = useState<Partial<Record<number, ScreeningAnswer>>>({});
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
      <section className={styles.panel} aria-labelledby="worksheet-title">
        <h2 id="worksheet-title" className={styles.panelTitle}>
          {m.worksheetTitle}: {session.worksheet.title}
        </h2>
        <div className={styles.fields}>
          {session.worksheet.fields.map((field) => (
            <TextareaField
              key={field.id}
              name={field.id}
              label={field.label}
              hint={field.hint}
              rows={3}
              value={worksheet[field.id] ?? ''}
              onChange={(event) =>
                setWorksheet((current) => ({ ...current, [field.id]: event.target.value }))
              }
            />
          ))}
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="measure-title">
        <h2 id="measure-title" className={styles.panelTitle}>
          {m.measureTitle}
        </h2>
        <p>{m.measureIntro}</p>
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
        <Button type="submit" size="lg" loading={sending}>
          {sending ? m.saving : m.save}
        </Button>
      </QuestionnaireActions>
    </QuestionnaireFrame>
  );
}
