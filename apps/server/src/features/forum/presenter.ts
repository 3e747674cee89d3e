import type { ForumTag } from '@sehat/core/forum/limits';
import type { ForumAuthor, ForumQuestion, ForumResponse } from '@sehat/core/forum/contract';
import type { ForumViewer } from './viewer';
import { avatarUrl } from '../../platform/accounts/user-presenter';

export interface AuthorRecord {
  id: number;
  username: string;
  photoPath: string | null;
}

/** What forum safety keeps about an item (docs/decisions/0041-forum-safety-model.md). */
export interface SafetyRecord {
  anonymous: boolean;
  risk: boolean;
  hiddenAt: Date | null;
}

export interface QuestionRecord extends SafetyRecord {
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

export interface ResponseRecord extends SafetyRecord {
  id: number;
  questionId: number;
  text: string;
  vote: number;
  /** The votes that order "membantu" (not shown: `vote` counts every vote). */
  rank: number;
  userVoted: boolean;
  createdAt: Date;
  updatedAt: Date;
  cursorAt: string;
  author: AuthorRecord;
}

/** Only what a reader of the forum may see about an author: username and avatar. */
export function presentAuthor(author: AuthorRecord): ForumAuthor {
  return { id: author.id, username: author.username, photoUrl: avatarUrl(author.photoPath) };
}

/**
 * Who wrote an item, as `viewer` may know it: an anonymous item names its author only to the
 * author and to admins; `risk` is for admins only.
 */
function authorship(row: SafetyRecord & { author: AuthorRecord }, viewer: ForumViewer) {
  const mine = viewer.id === row.author.id;
  return {
    user: !row.anonymous || mine || viewer.admin ? presentAuthor(row.author) : null,
    anonymous: row.anonymous,
    mine,
    hidden: row.hiddenAt !== null,
    ...(viewer.admin ? { risk: row.risk } : {}),
  };
}

export function presentForumQuestion(row: QuestionRecord, viewer: ForumViewer): ForumQuestion {
  return {
    id: row.id,
    ...authorship(row, viewer),
    title: row.title,
    desc: row.description,
    tag: row.tag,
    responseCount: row.responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentResponse(row: ResponseRecord, viewer: ForumViewer): ForumResponse {
  return {
    id: row.id,
    questionId: row.questionId,
    ...authorship(row, viewer),
    text: row.text,
    vote: row.vote,
    userVoted: row.userVoted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
