import { z } from 'zod';
import { requiredText } from '../user/fields';
import { idParams } from '../validation/id';
import { chatLimits } from './limits';
import { cannedResponseMessages } from './messages';

/** Limits of the counsellors' prepared answers (docs/decisions/0074-canned-responses.md). */
export const cannedResponseLimits = {
  titleMax: 80,
  /** An inserted answer is a message, so it fits one. */
  textMax: chatLimits.messageMax,
  /** How many may exist: the '/' list stays short enough to scan. */
  countMax: 100,
} as const;

export const cannedResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

/** Body of POST and PUT `/api/admin/chat/canned-responses`. */
export const cannedResponseBodySchema = z.object({
  title: requiredText(cannedResponseMessages.titleRequired).max(cannedResponseLimits.titleMax, {
    error: cannedResponseMessages.titleTooLong(cannedResponseLimits.titleMax),
  }),
  text: requiredText(cannedResponseMessages.textRequired).max(cannedResponseLimits.textMax, {
    error: cannedResponseMessages.textTooLong(cannedResponseLimits.textMax),
  }),
});
export type CannedResponseBody = z.infer<typeof cannedResponseBodySchema>;

export const cannedResponseParamsSchema = idParams(cannedResponseMessages.notFound);

export const cannedResponsesResponseSchema = z.object({ cannedResponses: z.array(cannedResponseSchema) });
export type CannedResponsesResponse = z.infer<typeof cannedResponsesResponseSchema>;

export const cannedResponseResponseSchema = z.object({ cannedResponse: cannedResponseSchema });
