import { planContactSteps, planStepOrder, type PlanContactStep, type PlanStep } from './limits';
import { safetyPlanLabels, safetyPlanSteps } from './messages';
import type { PlanContact, SafetyPlanContent } from './schemas';

const isContactStep = (step: PlanStep): step is PlanContactStep =>
  (planContactSteps as readonly string[]).includes(step);

const contactLine = ({ name, phone }: PlanContact) => (phone ? `${name}: ${phone}` : name);

/** Whether nothing at all is written in the plan. */
export function isEmptyPlan(plan: SafetyPlanContent): boolean {
  return planStepOrder.every((step) => plan[step].length === 0);
}

/** One help line as text: its name and how to reach it. */
export interface HelpLine {
  name: string;
  reach: string | null;
}

/**
 * The plan as plain text, for sharing with someone the person trusts (the Web Share API):
 * every step with what was written, then where to get help now.
 */
export function planAsText(plan: SafetyPlanContent, helpLines: readonly HelpLine[]): string {
  const blocks = planStepOrder.map((step, index) => {
    const { title } = safetyPlanSteps[step];
    const heading = step === 'reasonsToLive' ? title : `${index + 1}. ${title}`;
    const lines = isContactStep(step) ? plan[step].map(contactLine) : plan[step];
    const body = lines.length ? lines.map((line) => `- ${line}`) : [`- ${safetyPlanLabels.empty}`];
    return [heading, ...body].join('\n');
  });
  const help = helpLines.map(({ name, reach }) => `- ${reach ? `${name}: ${reach}` : name}`);
  return [safetyPlanLabels.shareTitle, ...blocks, [safetyPlanLabels.crisisTitle, ...help].join('\n')].join(
    '\n\n',
  );
}

/** The entries of a text step written one per line in a text box. */
export function linesOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
