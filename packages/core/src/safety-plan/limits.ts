/** Limits of a safety plan (api.md "Safety plan, check-ins, help nearby"). */
export const safetyPlanLimits = {
  /** Entries in each list: the text steps and the people and professionals. */
  itemsMax: 10,
  /** Characters in one entry of a text step. */
  itemMax: 300,
  nameMax: 100,
  phoneMax: 32,
} as const;

/** The steps written as lists of text (Stanley & Brown's steps 1–3 and 6, and reasons to live). */
export const planTextSteps = [
  'warningSigns',
  'copingStrategies',
  'distractions',
  'safeEnvironment',
  'reasonsToLive',
] as const;
export type PlanTextStep = (typeof planTextSteps)[number];

/** The steps written as people to call (Stanley & Brown's steps 4 and 5). */
export const planContactSteps = ['people', 'professionals'] as const;
export type PlanContactStep = (typeof planContactSteps)[number];

/** The order the plan is read and filled in: the six steps, then the reasons to live. */
export const planStepOrder = [
  'warningSigns',
  'copingStrategies',
  'distractions',
  'people',
  'professionals',
  'safeEnvironment',
  'reasonsToLive',
] as const;
export type PlanStep = (typeof planStepOrder)[number];
