import {
  planContactSteps,
  planStepOrder,
  safetyPlanLimits,
  type PlanContactStep,
} from '@sehat/core/safety-plan/limits';
import { planFormValues, safetyPlanFormSchema } from '@sehat/core/safety-plan/form';
import { safetyPlanLabels, safetyPlanMessages, safetyPlanSteps } from '@sehat/core/safety-plan/messages';
import { emptySafetyPlan, type SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { ContactRows } from './contact-rows';
import { StepHeading } from './step-heading';
import styles from './safety-plan.module.css';

const isContactStep = (step: string): step is PlanContactStep =>
  (planContactSteps as readonly string[]).includes(step);

/**
 * The plan's form: each step its question, a short example, and a box to write in (one thing
 * per line) or rows of people with their numbers. `onSave` rejects with the reason it failed.
 */
export function PlanForm({
  plan,
  onSave,
  onCancel,
  saving,
}: {
  plan: SafetyPlanContent | null;
  onSave: (plan: SafetyPlanContent) => Promise<unknown>;
  onCancel?: (() => void) | undefined;
  saving: boolean;
}) {
  const { attachForm, ...form } = useZodForm({
    schema: safetyPlanFormSchema,
    defaultValues: planFormValues(plan ?? emptySafetyPlan),
  });
  const submit = form.submitWith((body) =>
    onSave(body).catch((error: unknown) => {
      if (!form.showFailure(error))
        form.showFailure(error, errorMessage(error, safetyPlanMessages.saveFailed));
    }),
  );

  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={safetyPlanLabels.title}
    >
      <FormAlert {...form.alert} />
      {planStepOrder.map((step, index) => {
        const text = safetyPlanSteps[step];
        const headingId = `plan-form-${step}`;
        return (
          <section key={step} className={styles.step} aria-labelledby={headingId}>
            <StepHeading step={step} number={index + 1} id={headingId} />
            {isContactStep(step) ? (
              <>
                <p className={styles.question}>{text.question}</p>
                <p className={styles.example}>{text.example}</p>
                <ContactRows step={step} form={form} />
              </>
            ) : (
              <TextareaField
                {...form.field(step)}
                label={text.question}
                hint={
                  <>
                    <span className={styles.example}>{text.example}</span> {safetyPlanLabels.linesHint}
                  </>
                }
                rows={3}
                maxLength={safetyPlanLimits.itemsMax * (safetyPlanLimits.itemMax + 1)}
              />
            )}
          </section>
        );
      })}
      <div className={styles.formActions}>
        <Button type="submit" size="lg" loading={saving}>
          {saving ? safetyPlanLabels.saving : safetyPlanLabels.save}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={saving}>
            {safetyPlanLabels.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
