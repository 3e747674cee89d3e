import { Phone } from 'lucide-react';
import {
  planContactSteps,
  planStepOrder,
  type PlanContactStep,
  type PlanStep,
} from '@sehat/core/safety-plan/limits';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import type { PlanContact, SafetyPlan } from '@sehat/core/safety-plan/schemas';
import { dialable } from '@sehat/core/validation/phone';
import { formatDateTime } from '@sehat/core/time/format';
import { externalLinks } from '#web/config/paths';
import { StepHeading } from './step-heading';
import styles from './safety-plan.module.css';

const isContactStep = (step: PlanStep): step is PlanContactStep =>
  (planContactSteps as readonly string[]).includes(step);

function ContactEntry({ contact }: { contact: PlanContact }) {
  if (!contact.phone) return <li>{contact.name}</li>;
  return (
    <li>
      {contact.name}
      <a
        href={externalLinks.tel(dialable(contact.phone))}
        className={styles.call}
        aria-label={`${safetyPlanLabels.call(contact.name)} ${contact.phone}`}
      >
        <Phone aria-hidden="true" size={16} />
        {contact.phone}
      </a>
    </li>
  );
}

/** The plan as it is read in a hard moment (and printed, on one page): every step, in order. */
export function PlanView({ plan }: { plan: SafetyPlan }) {
  return (
    <article className={styles.plan} aria-label={safetyPlanLabels.title}>
      <p className={styles.printHeading}>{safetyPlanLabels.printHeading}</p>
      <ol className={styles.steps}>
        {planStepOrder.map((step, index) => {
          const entries = plan[step];
          return (
            <li key={step} className={styles.step}>
              <StepHeading step={step} number={index + 1} id={`plan-step-${step}`} />
              {entries.length === 0 ? (
                <p className={styles.empty}>{safetyPlanLabels.empty}</p>
              ) : (
                <ul className={styles.entries}>
                  {isContactStep(step)
                    ? plan[step].map((contact, i) => <ContactEntry key={i} contact={contact} />)
                    : plan[step].map((entry, i) => <li key={i}>{entry}</li>)}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.updated}>{safetyPlanLabels.updated(formatDateTime(plan.updatedAt))}</p>
    </article>
  );
}
