import { z } from 'zod';
import { forumTags } from './limits';

/** The author shown beside forum content (api.md): never their email or role. */
export const forumAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/** The contract's `question`. */
export const forumQuestionSchema = z.object({
  id: z.number().int(),
  user: forumAuthorSchema,
  title: z.string(),
  desc: z.string(),
  tag: z.enum(forumTags).nullable(),
  responseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ForumQuestion = z.infer<typeof forumQuestionSchema>;

/** The contract's `response`; `userVoted` is about the viewer (false for visitors). */
export const forumResponseSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  user: forumAuthorSchema,
  text: z.string(),
  vote: z.number().int(),
  userVoted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ForumResponse = z.infer<typeof forumResponseSchema>;

export const questionPageSchema = z.object({
  questions: z.array(forumQuestionSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const responsePageSchema = z.object({
  responses: z.array(forumResponseSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ResponsePage = z.infer<typeof responsePageSchema>;

export const voteResultSchema = z.object({
  action: z.enum(['added', 'removed']),
  vote: z.number().int(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;
