import { z } from 'zod';
import { forumTags } from './limits';

/**
 * The author shown beside forum content: the username and avatar, as the spec's card shows,
 * never the full name, email or role (docs/decisions/0042-anonymous-posting-and-forum-authors.md).
 */
export const forumAuthorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  photoUrl: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/**
 * Who wrote it, as this viewer may know it: `user` is null on an anonymous item for anyone but
 * its author and admins; `mine` tells the author it is theirs; `hidden` is only ever true for
 * the author and admins (nobody else gets a hidden item); `risk` (crisis language) is for admins.
 */
const authorship = {
  user: forumAuthorSchema.nullable(),
  anonymous: z.boolean(),
  mine: z.boolean(),
  hidden: z.boolean(),
  risk: z.boolean().optional(),
};

/** The contract's `question`. */
export const forumQuestionSchema = z.object({
  id: z.number().int(),
  ...authorship,
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
  ...authorship,
  text: z.string(),
  vote: z.number().int(),
  userVoted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ForumResponse = z.infer<typeof forumResponseSchema>;

/** The answer of `GET /api/forum/questions/:id`. */
export const questionResponseSchema = z.object({ question: forumQuestionSchema });

/** 201 of a new question (PATCH answers the same): `crisis` when it carries crisis language. */
export const savedQuestionSchema = z.object({ question: forumQuestionSchema, crisis: z.boolean() });
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

export const savedResponseSchema = z.object({ response: forumResponseSchema, crisis: z.boolean() });
export type SavedResponse = z.infer<typeof savedResponseSchema>;

export const questionPageSchema = z.object({
  questions: z.array(forumQuestionSchema),
  total: z.number().int(),
  /** A search matched more than `total` (the cap): the count stopped there (ADR 89). */
  totalCapped: z.boolean(),
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
