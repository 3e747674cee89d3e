import type { ForumQuestion, ForumResponse, QuestionPage, ResponsePage } from '@sehat/core/forum/contract';
import type { User } from '@sehat/core/user/user-schema';

const createdAt = '2026-01-01T08:00:00.000Z';

const authorship = (author: User, viewer: User | null) => ({
  user: { id: author.id, username: author.username, photoUrl: author.photoUrl },
  anonymous: false,
  mine: viewer?.id === author.id,
  hidden: false,
});

/** A forum question by `author`, as `viewer` (null: a visitor) gets it. */
export function aQuestion(
  author: User,
  viewer: User | null,
  question: Partial<ForumQuestion> = {},
): ForumQuestion {
  return {
    id: 11,
    ...authorship(author, viewer),
    title: 'Sulit tidur setiap malam',
    desc: 'Keterangan pertanyaan uji.',
    tag: null,
    responseCount: 0,
    createdAt,
    updatedAt: createdAt,
    ...question,
  };
}

/** A response by `author` to question `questionId`, as `viewer` gets it. */
export function aResponse(
  author: User,
  viewer: User | null,
  response: Partial<ForumResponse> & Pick<ForumResponse, 'id' | 'text'>,
): ForumResponse {
  return {
    questionId: 11,
    ...authorship(author, viewer),
    vote: 0,
    userVoted: false,
    createdAt,
    updatedAt: createdAt,
    ...response,
  };
}

export const questionPage = (questions: ForumQuestion[]): QuestionPage => ({
  questions,
  total: questions.length,
  totalCapped: false,
  nextCursor: null,
});

export const responsePage = (responses: ForumResponse[]): ResponsePage => ({
  responses,
  total: responses.length,
  nextCursor: null,
});

/** A name matcher for Testing Library that, like Playwright's, takes a part of the name. */
export const naming = (part: string) => (name: string) => name.includes(part);
