import type { ForumTag } from '@sehat/core/forum/limits';
import type { ForumAuthor, ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import { avatarUrl } from './user';

export interface AuthorRecord {
  id: number;
  username: string;
  fullName: string;
  photoPath: string | null;
}

export interface QuestionRecord {
  id: number;
  title: string;
  description: string;
  tag: ForumTag | null;
  responseCount: number;
  createdAt: Date;
  updatedAt: Date;
  cursorAt: string;
  author: AuthorRecord;
}

export interface ResponseRecord {
  id: number;
  questionId: number;
  text: string;
  vote: number;
  userVoted: boolean;
  createdAt: Date;
  updatedAt: Date;
  cursorAt: string;
  author: AuthorRecord;
}

/** Only what a reader of the forum may see about an author: no email, address or role. */
export function presentAuthor(author: AuthorRecord): ForumAuthor {
  return {
    id: author.id,
    username: author.username,
    fullName: author.fullName,
    photoUrl: avatarUrl(author.photoPath),
  };
}

export function presentForumQuestion(row: QuestionRecord): ForumQuestion {
  return {
    id: row.id,
    user: presentAuthor(row.author),
    title: row.title,
    desc: row.description,
    tag: row.tag,
    responseCount: row.responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentResponse(row: ResponseRecord): ForumResponse {
  return {
    id: row.id,
    questionId: row.questionId,
    user: presentAuthor(row.author),
    text: row.text,
    vote: row.vote,
    userVoted: row.userVoted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
