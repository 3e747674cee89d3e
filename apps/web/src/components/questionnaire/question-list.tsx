import { Fragment, type Ref } from 'react';
import { isCrisisAnswer, type RiskItem } from '@sehat/core/risk/risk-items';
import { DisclosureHelp } from '../crisis/disclosure-help';
import { QuestionItem, type Choice } from './question-item';
import styles from './questionnaire.module.css';

type ListedQuestion = {
  /** The question's key in the answers (SRQ-29: its stable nomor; PHQ-9, GAD-7: its position). */
  nomor: number;
  /** Its place in the questionnaire, 1-based. */
  number: number;
  text: string;
};

/**
 * The questions on screen as one named group, with help right below a risk item the moment it
 * is answered (core's risk model), not when the test is sent.
 */
export function QuestionList<V extends number>({
  ref,
  tabIndex,
  label,
  labelledBy,
  questions,
  answers,
  riskItems,
  fieldName,
  choices,
  layout,
  isMissing,
  onAnswer,
}: {
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  label?: string;
  labelledBy?: string;
  questions: readonly ListedQuestion[];
  answers: Partial<Record<number, V>>;
  riskItems: readonly RiskItem[];
  fieldName: (nomor: number) => string;
  choices: readonly Choice<V>[];
  layout: 'row' | 'grid';
  isMissing?: (nomor: number) => boolean;
  onAnswer: (nomor: number, value: V) => void;
}) {
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={styles.questions}
    >
      {questions.map((question) => (
        <Fragment key={question.nomor}>
          <QuestionItem
            number={question.number}
            text={question.text}
            name={fieldName(question.nomor)}
            choices={choices}
            layout={layout}
            answer={answers[question.nomor]}
            missing={isMissing?.(question.nomor)}
            onAnswer={(value) => onAnswer(question.nomor, value)}
          />
          {isCrisisAnswer(riskItems, question.nomor, answers[question.nomor]) && <DisclosureHelp />}
        </Fragment>
      ))}
    </div>
  );
}
