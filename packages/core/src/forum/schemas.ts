import { z } from 'zod';
import { commonMessages } from '../messages';
import { forumMessages } from './messages';
import { forumLimits, forumTags } from './limits';
import { normalizePlainText } from './plain-text';
import { text } from '../validation/text';

/**
 * Plain text that must not be blank (after normalising, which drops control characters such
 * as NUL) and must fit `max` characters.
 */
function plainTextField(requiredMessage: string, tooLongMessage: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : commonMessages.invalidInput),
    })
    .transform(normalizePlainText)
    .pipe(text().min(1, { error: requiredMessage }).max(max, { error: tooLongMessage }));
}

export const questionTitleField = plainTextField(
  forumMessages.titleRequired,
  forumMessages.titleTooLong,
  forumLimits.titleMax,
);
export const questionDescField = plainTextField(
  forumMessages.descRequired,
  forumMessages.descTooLong,
  forumLimits.descMax,
);
export const responseTextField = plainTextField(
  forumMessages.responseRequired,
  forumMessages.responseTooLong,
  forumLimits.responseMax,
);

/** A question's category, or null for none. */
export const forumTagField = z.enum(forumTags).nullable();

/** Body of POST and PATCH /api/forum/questions[/:id]. On PATCH a missing tag keeps the current one. */
export const forumQuestionBodySchema = z.object({
  title: questionTitleField,
  desc: questionDescField,
  tag: forumTagField.optional(),
});
export type ForumQuestionBody = z.infer<typeof forumQuestionBodySchema>;
export type ForumQuestionInput = z.input<typeof forumQuestionBodySchema>;

/** 'Kirim sebagai Anonim': chosen when posting; an edit keeps it as it was. */
const anonymousField = z.boolean({ error: commonMessages.invalidInput }).default(false);

/** Body of POST /api/forum/questions. */
export const newQuestionBodySchema = forumQuestionBodySchema.extend({ anonymous: anonymousField });
export type NewQuestionBody = z.infer<typeof newQuestionBodySchema>;

/** Body of POST /api/forum/questions/:id/responses and PATCH /api/forum/responses/:id. */
export const responseBodySchema = z.object({ text: responseTextField });
export type ResponseBody = z.infer<typeof responseBodySchema>;

/** Body of POST /api/forum/questions/:id/responses. */
export const newResponseBodySchema = responseBodySchema.extend({ anonymous: anonymousField });
export type NewResponseBody = z.infer<typeof newResponseBodySchema>;
