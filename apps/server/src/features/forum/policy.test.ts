import { describe, expect, it } from 'vitest';
import { forumMessages } from '@sehat/core/forum/messages';
import { forumPolicy, type Actor } from './policy';

const author: Actor = { id: 1, username: 'penulis', role: 'user', createdAt: new Date() };
const other: Actor = { id: 2, username: 'lain', role: 'user', createdAt: new Date() };
const admin: Actor = { id: 3, username: 'admin', role: 'admin', createdAt: new Date() };
const refusedWith = (message: string) => expect.objectContaining({ statusCode: 403, message });

describe('forumPolicy', () => {
  it('lets only the author edit, admins included', () => {
    expect(() => forumPolicy.assertCanEditQuestion(author, 1)).not.toThrow();
    expect(() => forumPolicy.assertCanEditQuestion(other, 1)).toThrow(
      refusedWith(forumMessages.notQuestionOwner),
    );
    expect(() => forumPolicy.assertCanEditResponse(admin, 1)).toThrow(
      refusedWith(forumMessages.notResponseOwner),
    );
  });

  it('lets the author delete, an admin moderate, and nobody else', () => {
    expect(forumPolicy.questionDeletion(author, 1)).toBe('owner');
    expect(forumPolicy.questionDeletion(admin, 1)).toBe('moderator');
    expect(forumPolicy.responseDeletion({ ...admin, id: 1 }, 1)).toBe('owner');
    expect(() => forumPolicy.responseDeletion(other, 1)).toThrow(
      refusedWith(forumMessages.cannotDeleteResponse),
    );
  });

  it('refuses a vote on one’s own response with the spec message', () => {
    expect(() => forumPolicy.assertCanVote(other, 1)).not.toThrow();
    expect(() => forumPolicy.assertCanVote(author, 1)).toThrow(refusedWith(forumMessages.ownVote));
  });
});
