import { describe, expect, it } from 'vitest';
import { canDeletePost, canEditPost, canVote, deletionBy, isAuthor, type ForumActor } from './permissions';

const author: ForumActor = { id: 1, moderator: false };
const other: ForumActor = { id: 2, moderator: false };
const moderator: ForumActor = { id: 3, moderator: true };

describe('forum permissions', () => {
  it('let only the author edit, moderators included', () => {
    expect(canEditPost(author, 1)).toBe(true);
    expect(canEditPost(other, 1)).toBe(false);
    expect(canEditPost(moderator, 1)).toBe(false);
    expect(canEditPost(null, 1)).toBe(false);
  });

  it('let the author delete, a moderator remove, and nobody else', () => {
    expect(deletionBy(author, 1)).toBe('owner');
    expect(deletionBy(moderator, 1)).toBe('moderator');
    expect(deletionBy({ ...moderator, id: 1 }, 1)).toBe('owner');
    expect(deletionBy(other, 1)).toBeNull();
    expect(canDeletePost(null, 1)).toBe(false);
    expect(canDeletePost(other, 1)).toBe(false);
  });

  it('let any logged-in user vote except on their own response', () => {
    expect(canVote(other, 1)).toBe(true);
    expect(canVote(moderator, 1)).toBe(true);
    expect(canVote(author, 1)).toBe(false);
    expect(canVote(null, 1)).toBe(false);
    expect(isAuthor(null, 1)).toBe(false);
  });
});
