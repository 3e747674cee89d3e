import { z } from 'zod';
import { planContactSteps, planTextSteps, type PlanContactStep, type PlanTextStep } from './limits';
import { linesOf } from './plan-text';
import { safetyPlanBodySchema, type SafetyPlanContent } from './schemas';

/** The plan as its form holds it: each text step one entry per line, people as rows. */
export type SafetyPlanFormValues = Record<PlanTextStep, string> &
  Record<PlanContactStep, { name: string; phone: string }[]>;

const blankRow = () => ({ name: '', phone: '' });

/** The form's values for a plan (an empty row to start each list of people with). */
export function planFormValues(plan: SafetyPlanContent): SafetyPlanFormValues {
  const text = Object.fromEntries(planTextSteps.map((step) => [step, plan[step].join('\n')]));
  const rows = Object.fromEntries(
    planContactSteps.map((step) => [
      step,
      plan[step].length ? plan[step].map((c) => ({ ...c })) : [blankRow()],
    ]),
  );
  return { ...text, ...rows } as SafetyPlanFormValues;
}

const rowSchema = z.object({ name: z.string(), phone: z.string() });

/**
 * The form's rules: the body's rules (safetyPlanBodySchema), with each message put on the form
 * field it is about. Rows left empty are dropped; a text step's error marks its text box.
 */
export const safetyPlanFormSchema = z
  .object({
    ...Object.fromEntries(planTextSteps.map((step) => [step, z.string()])),
    ...Object.fromEntries(planContactSteps.map((step) => [step, z.array(rowSchema)])),
  } as Record<PlanTextStep, z.ZodString> & Record<PlanContactStep, z.ZodArray<typeof rowSchema>>)
  .transform((form, ctx): SafetyPlanContent => {
    const kept = Object.fromEntries(
      planContactSteps.map((step) => [
        step,
        form[step]
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => row.name.trim() || row.phone.trim()),
      ]),
    ) as Record<PlanContactStep, { row: { name: string; phone: string }; index: number }[]>;
    const body = {
      ...Object.fromEntries(planTextSteps.map((step) => [step, linesOf(form[step])])),
      ...Object.fromEntries(planContactSteps.map((step) => [step, kept[step].map(({ row }) => row)])),
    };
    const parsed = safetyPlanBodySchema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [step, index, field] = issue.path as [keyof SafetyPlanFormValues, number?, string?];
      const isRow = (planContactSteps as readonly string[]).includes(step) && index !== undefined && field;
      const path = isRow ? [step, kept[step as PlanContactStep][index]!.index, field] : [step];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
