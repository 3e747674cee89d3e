import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { fixedRiskItems, isCrisisAnswer } from '@sehat/core/risk/risk-items';
import { chosenScreeningAnswers } from '@sehat/core/screenings/answer-progress';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningItems, screeningStems } from '@sehat/core/screenings/items';
import { screeningTestMessages as m } from '@sehat/core/screenings/messages';
import { DisclosureHelp } from '../../../components/crisis/disclosure-help';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useStyleProperty } from '../../../lib/use-style-property';
import type { useScreeningAnswers } from '../hooks/use-screening-answers';
import { ScreeningQuestion } from './screening-question';
import styles from './screening.module.css';

type Answers = ReturnType<typeof useScreeningAnswers>;

/**
 * Every item on one page under the two-week question, progress on top, help right below a risk
 * item the moment it is answered. It posts (ADR 58), so
 * answers chosen before the app runs never reach a URL; once it runs it sends them itself.
 * Sending with an item left open names the open items and moves to the first.
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
  const fill = useStyleProperty<HTMLSpanElement>('width', `${Math.round((a.answered / a.total) * 100)}%`);

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

  const missingMessage = tried && a.unanswered.length > 0 ? m.unanswered(a.unanswered) : null;
  return (
    <form ref={formRef} method="post" className={styles.form} onSubmit={handleSubmit} noValidate>
      <p className={styles.stem} id="screening-stem">
        {screeningStems[code]}
      </p>
      <div className={styles.progress}>
        <span className={styles.progressText}>{m.answered(a.answered, a.total)}</span>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-label={m.progressLabel}
          aria-valuemin={0}
          aria-valuemax={a.total}
          aria-valuenow={a.answered}
          aria-valuetext={m.answered(a.answered, a.total)}
        >
          <span ref={fill} className={styles.progressFill} />
        </div>
      </div>
      <div className={styles.questions} role="group" aria-labelledby="screening-stem">
        {screeningItems[code].map((text, i) => (
          <Fragment key={text}>
            <ScreeningQuestion
              nomor={i + 1}
              text={text}
              answer={a.answers[i + 1]}
              missing={tried && a.answers[i + 1] === undefined}
              onAnswer={(value) => a.answer(i + 1, value)}
            />
            {/* Help the moment a risk item is answered (core's risk model), as on SRQ-29. */}
            {isCrisisAnswer(fixedRiskItems[code], i + 1, a.answers[i + 1]) && <DisclosureHelp />}
          </Fragment>
        ))}
      </div>
      <FormAlert message={missingMessage ?? error} />
      <div className={styles.submitRow}>
        <Button type="submit" size="lg" loading={submitting}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
