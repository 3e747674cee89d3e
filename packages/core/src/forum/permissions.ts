/**
 * Who may do what in the forum, for the server's checks and the screens' buttons alike.
 * Anyone reads; a logged-in user asks, responds and votes; only authors edit; authors and
 * moderators delete; nobody votes for their own response.
 */

/** The person acting: their account, and whether they moderate (the server: every admin). */
export interface ForumActor {
  id: number;
  moderator: boolean;
}

/**
 * `authorId` is null when the viewer is not told who wrote the post (someone else's Anonim
 * post): it is then never theirs.
 */
type AuthorId = number | null;

/** How an allowed deletion happens: by the author, or by a moderator removing someone else's. */
export type DeletionKind = 'owner' | 'moderator';

export function isAuthor(actor: ForumActor | null, authorId: AuthorId): boolean {
  return actor !== null && actor.id === authorId;
}

/** Only the author edits a question or a response, moderators included. */
export function canEditPost(actor: ForumActor | null, authorId: AuthorId): boolean {
  return isAuthor(actor, authorId);
}

/** How `actor` may delete a post of `authorId`, or null when they may not. */
export function deletionBy(actor: ForumActor | null, authorId: AuthorId): DeletionKind | null {
  if (isAuthor(actor, authorId)) return 'owner';
  return actor?.moderator ? 'moderator' : null;
}

export function canDeletePost(actor: ForumActor | null, authorId: AuthorId): boolean {
  return deletionBy(actor, authorId) !== null;
}

/** Any logged-in user upvotes, never their own response. */
export function canVote(actor: ForumActor | null, authorId: AuthorId): boolean {
  return actor !== null && !isAuthor(actor, authorId);
}
