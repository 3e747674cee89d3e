import { forumMessages } from '@sehat/core/messages';
import type { Role } from '@sehat/core/user/limits';
import { forbidden } from '../lib/errors';

/** Who is acting: always the session's user, never an id from the request. */
export interface Actor {
  id: number;
  username: string;
  role: Role;
}

/** How an allowed deletion happens: by the author, or by an admin moderating someone else. */
export type DeletionKind = 'owner' | 'moderator';

/**
 * Who may do what in the forum. Anyone may read; any logged-in user may ask, respond and
 * vote; only authors edit; authors and admins delete; nobody votes on their own response.
 */
export const forumPolicy = {
  assertCanEditQuestion(actor: Actor, authorId: number): void {
    if (actor.id !== authorId) throw forbidden(forumMessages.notQuestionOwner);
  },
  assertCanEditResponse(actor: Actor, authorId: number): void {
    if (actor.id !== authorId) throw forbidden(forumMessages.notResponseOwner);
  },
  questionDeletion(actor: Actor, authorId: number): DeletionKind {
    return deletion(actor, authorId, forumMessages.cannotDeleteQuestion);
  },
  responseDeletion(actor: Actor, authorId: number): DeletionKind {
    return deletion(actor, authorId, forumMessages.cannotDeleteResponse);
  },
  assertCanVote(actor: Actor, authorId: number): void {
    if (actor.id === authorId) throw forbidden(forumMessages.ownVote);
  },
};

function deletion(actor: Actor, authorId: number, refusal: string): DeletionKind {
  if (actor.id === authorId) return 'owner';
  if (actor.role === 'admin') return 'moderator';
  throw forbidden(refusal);
}
