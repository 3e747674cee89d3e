import { z } from 'zod';
import { forumLimits } from '../forum/limits';
import { text } from '../validation/text';
import { forumCrisisMessages } from './messages';

/** The longest forum post: a question's title, a line break and its description. */
const postMax = forumLimits.titleMax + 1 + forumLimits.descMax;

/**
 * Body of `POST /api/chat/forum-crisis`: the writer of a forum post with crisis language chose
 * the counsellor. The server checks the text with the same detector the forum used and keeps
 * none of it: the signal holds its source and time only.
 */
export const forumCrisisBodySchema = z.object({
  text: text({ required: forumCrisisMessages.textRequired })
    .trim()
    .min(1, { error: forumCrisisMessages.textRequired })
    .max(postMax, { error: forumCrisisMessages.textTooLong }),
});
export type ForumCrisisBody = z.infer<typeof forumCrisisBodySchema>;
