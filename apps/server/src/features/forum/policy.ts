import {
  canEditPost,
  canVote,
  deletionBy,
  type DeletionKind,
  type ForumActor,
} from '@sehat/core/forum/permissions';
import { forumMessages } from '@sehat/core/forum/messages';
import { mayUse } from '@sehat/core/user/access';
import type { Role } from '@sehat/core/user/limits';
import { forbidden } from '../../platform/http/errors';

/** Who is acting: always the session's user, never an id from the request. */
export interface Actor {
  id: number;
  username: string;
  role: Role;
  /** When the account was made: its standing grows with age (standing.ts). */
  createdAt: Date;
}

/** Whoever has the moderation area moderates the forum (admins; counsellors do not). */
export const isModerator = (actor: { role: Role }): boolean => mayUse(actor.role, 'moderation');

const forumActor = (actor: Actor): ForumActor => ({ id: actor.id, moderator: isModerator(actor) });

/** The forum's permissions (core's rules), refused with the spec's 403 messages. */
export const forumPolicy = {
  assertCanEditQuestion(actor: Actor, authorId: number): void {
    if (!canEditPost(forumActor(actor), authorId)) throw forbidden(forumMessages.notQuestionOwner);
  },
  assertCanEditResponse(actor: Actor, authorId: number): void {
    if (!canEditPost(forumActor(actor), authorId)) throw forbidden(forumMessages.notResponseOwner);
  },
  questionDeletion(actor: Actor, authorId: number): DeletionKind {
    return deletion(actor, authorId, forumMessages.cannotDeleteQuestion);
  },
  responseDeletion(actor: Actor, authorId: number): DeletionKind {
    return deletion(actor, authorId, forumMessages.cannotDeleteResponse);
  },
  assertCanVote(actor: Actor, authorId: number): void {
    if (!canVote(forumActor(actor), authorId)) throw forbidden(forumMessages.ownVote);
  },
};

function deletion(actor: Actor, authorId: number, refusal: string): DeletionKind {
  const kind = deletionBy(forumActor(actor), authorId);
  if (!kind) throw forbidden(refusal);
  return kind;
}
