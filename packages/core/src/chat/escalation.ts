import { z } from 'zod';
import { idParam } from '../validation/id';
import { escalationMessages } from './escalation-messages';

/**
 * The escalation protocol a counsellor opens for imminent risk (issue 50 item 3), in the order
 * a counsellor works through it: ask directly about suicide, go through the safety plan, the
 * means at hand, the person's consent to contact someone, and the emergency numbers (112, 119
 * ext. 8, SAPA 129 for violence against women and children).
 */
export const escalationSteps = ['askDirectly', 'safetyPlan', 'means', 'consent', 'emergency'] as const;
export type EscalationStep = (typeof escalationSteps)[number];

/** How it ended; `ongoing` until the counsellor says. */
export const escalationOutcomes = ['ongoing', 'safe', 'referred', 'emergency', 'lostContact'] as const;
export type EscalationOutcome = (typeof escalationOutcomes)[number];

const stepBody = z.object({
  step: z.enum(escalationSteps, { error: escalationMessages.stepInvalid }),
  done: z.boolean({ error: escalationMessages.stepInvalid }),
});

/**
 * Body of POST (start) and PUT (update) on `/escalations`. The client says which steps are done;
 * the server stamps `at` when a step is first done, so the times are the server's.
 */
export const escalationBodySchema = z.object({
  steps: z
    .array(stepBody, { error: escalationMessages.stepsInvalid })
    .max(escalationSteps.length, { error: escalationMessages.stepsInvalid })
    .refine((steps) => new Set(steps.map((s) => s.step)).size === steps.length, {
      error: escalationMessages.stepsInvalid,
    })
    .default([]),
  outcome: z.enum(escalationOutcomes, { error: escalationMessages.outcomeInvalid }).default('ongoing'),
});
export type EscalationBody = z.infer<typeof escalationBodySchema>;

export const escalationStepSchema = z.object({
  step: z.enum(escalationSteps),
  done: z.boolean(),
  at: z.string().nullable(),
});
export type EscalationStepState = z.infer<typeof escalationStepSchema>;

export const escalationSchema = z.object({
  id: z.number().int(),
  /** Every step in protocol order, done or not. */
  steps: z.array(escalationStepSchema),
  outcome: z.enum(escalationOutcomes),
  counsellor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type Escalation = z.infer<typeof escalationSchema>;

export const escalationsResponseSchema = z.object({ escalations: z.array(escalationSchema) });
export const escalationResponseSchema = z.object({ escalation: escalationSchema });

export const escalationParamsSchema = z.object({ id: idParam(), escalationId: idParam() });

/**
 * The stored steps after a change: every step in protocol order, its `at` kept from when it was
 * first done, stamped `now` when it becomes done, cleared when undone.
 */
export function nextSteps(
  stored: readonly EscalationStepState[],
  change: readonly { step: EscalationStep; done: boolean }[],
  now: Date,
): EscalationStepState[] {
  return escalationSteps.map((step) => {
    const before = stored.find((s) => s.step === step);
    const wanted = change.find((s) => s.step === step);
    const done = wanted ? wanted.done : (before?.done ?? false);
    if (!done) return { step, done: false, at: null };
    return { step, done: true, at: before?.done && before.at ? before.at : now.toISOString() };
  });
}
