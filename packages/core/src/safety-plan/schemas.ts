import { z } from 'zod';
import { commonMessages } from '../messages';
import { phonePattern } from '../validation/phone';
import { text } from '../validation/text';
import { safetyPlanLimits as limits } from './limits';
import { safetyPlanMessages } from './messages';

const textList = z
  .array(
    text()
      .trim()
      .min(1, { error: commonMessages.invalidInput })
      .max(limits.itemMax, { error: safetyPlanMessages.itemTooLong }),
    { error: commonMessages.invalidInput },
  )
  .max(limits.itemsMax, { error: safetyPlanMessages.tooManyItems });

const contactSchema = z.object({
  name: text({ required: safetyPlanMessages.nameRequired })
    .trim()
    .min(1, { error: safetyPlanMessages.nameRequired })
    .max(limits.nameMax, { error: safetyPlanMessages.nameTooLong }),
  phone: text()
    .trim()
    .max(limits.phoneMax, { error: safetyPlanMessages.phoneInvalid })
    .refine((phone) => phone === '' || phonePattern.test(phone), { error: safetyPlanMessages.phoneInvalid }),
});
export type PlanContact = z.infer<typeof contactSchema>;

const contactList = z.array(contactSchema, { error: commonMessages.invalidInput }).max(limits.itemsMax, {
  error: safetyPlanMessages.tooManyContacts,
});

/** Body of `PUT /api/safety-plan`, and a visitor's plan kept on their device. */
export const safetyPlanBodySchema = z.object({
  warningSigns: textList,
  copingStrategies: textList,
  distractions: textList,
  people: contactList,
  professionals: contactList,
  safeEnvironment: textList,
  reasonsToLive: textList,
});
export type SafetyPlanContent = z.infer<typeof safetyPlanBodySchema>;

/** The contract's `plan`: its content and when it last changed. */
export const safetyPlanSchema = safetyPlanBodySchema.extend({ updatedAt: z.string() });
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

export const safetyPlanResponseSchema = z.object({ plan: safetyPlanSchema.nullable() });
export type SafetyPlanResponse = z.infer<typeof safetyPlanResponseSchema>;

export const emptySafetyPlan: SafetyPlanContent = {
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  people: [],
  professionals: [],
  safeEnvironment: [],
  reasonsToLive: [],
};
