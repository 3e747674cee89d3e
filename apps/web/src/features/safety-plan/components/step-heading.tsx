import { safetyPlanLabels, safetyPlanSteps } from '@sehat/core/safety-plan/messages';
import type { PlanStep } from '@sehat/core/safety-plan/limits';
import styles from './safety-plan.module.css';

/** "Langkah n" (the reasons to live: "Yang paling penting") above the step's title. */
export function StepHeading({ step, number, id }: { step: PlanStep; number: number; id: string }) {
  return (
    <h2 id={id} className={styles.stepTitle}>
      <span className={styles.stepNumber}>
        {step === 'reasonsToLive' ? safetyPlanLabels.reasons : safetyPlanLabels.step(number)}
      </span>
      {safetyPlanSteps[step].title}
    </h2>
  );
}
