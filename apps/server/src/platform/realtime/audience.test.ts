import { describe, expect, it } from 'vitest';
import { parseAudience, reaches, type Audience, type Viewer } from './audience';

const member: Viewer = { id: 1, role: 'user' };
const otherMember: Viewer = { id: 2, role: 'user' };
const counsellor: Viewer = { id: 3, role: 'admin' };
const otherCounsellor: Viewer = { id: 4, role: 'counsellor' };
const supervisor: Viewer = { id: 5, role: 'supervisor' };

describe('who a live event reaches (ADR 205)', () => {
  it("never reaches another user with a user's own event, nor a counsellor", () => {
    const own: Audience = { kind: 'user', userId: member.id };
    expect(reaches(own, member)).toBe(true);
    expect(reaches(own, otherMember)).toBe(false);
    expect(reaches(own, counsellor)).toBe(false);
  });

  it("reaches a counsellor's own event to them alone, not to the rest of the team", () => {
    const own: Audience = { kind: 'user', userId: counsellor.id };
    expect(reaches(own, counsellor)).toBe(true);
    expect(reaches(own, otherCounsellor)).toBe(false);
    expect(reaches(own, { id: counsellor.id, role: 'user' })).toBe(true);
  });

  it("never reaches a non-counsellor with the team's events, not even the one they are about", () => {
    const team: Audience = { kind: 'counsellors' };
    expect(reaches(team, counsellor)).toBe(true);
    expect(reaches(team, otherCounsellor)).toBe(true);
    expect(reaches(team, supervisor)).toBe(true);
    expect(reaches(team, member)).toBe(false);
    expect(reaches(team, otherMember)).toBe(false);
  });

  it("reaches a conversation's user and the whole team, and no other user", () => {
    const conversation: Audience = { kind: 'conversation', userId: member.id };
    expect(reaches(conversation, member)).toBe(true);
    expect(reaches(conversation, counsellor)).toBe(true);
    expect(reaches(conversation, otherCounsellor)).toBe(true);
    expect(reaches(conversation, otherMember)).toBe(false);
  });
});

describe('an audience read back from a notification', () => {
  it('keeps each kind', () => {
    const audiences: Audience[] = [
      { kind: 'user', userId: 7 },
      { kind: 'counsellors' },
      { kind: 'conversation', userId: 7 },
    ];
    for (const audience of audiences) {
      expect(parseAudience(JSON.parse(JSON.stringify(audience)))).toEqual(audience);
    }
  });

  it('refuses what names nobody, so nobody is reached by a malformed one', () => {
    for (const value of [
      null,
      7,
      'user',
      {},
      { kind: 'user' },
      { kind: 'conversation', userId: '7' },
      { kind: 'everyone' },
    ]) {
      expect(parseAudience(value)).toBeNull();
    }
  });
});
