import { describe, expect, it } from 'vitest';
import { effectivePresence, presenceUpdateSchema, type PresenceRecord } from './counsellor-service';

const now = new Date('2027-03-08T03:00:00Z');
const later = new Date(now.getTime() + 10_000);
const earlier = new Date(now.getTime() - 10_000);

describe('effectivePresence', () => {
  it.each<[string, PresenceRecord | null, string]>([
    ['never set', null, 'offline'],
    ['online, tab open, active', { chosen: 'online', seenUntil: later, activeUntil: later }, 'online'],
    ['online but idle', { chosen: 'online', seenUntil: later, activeUntil: earlier }, 'away'],
    ['online, never active', { chosen: 'online', seenUntil: later, activeUntil: null }, 'away'],
    ['online, last tab closed', { chosen: 'online', seenUntil: earlier, activeUntil: earlier }, 'offline'],
    ['away by choice while active', { chosen: 'away', seenUntil: later, activeUntil: later }, 'away'],
    [
      'offline by choice with a tab open',
      { chosen: 'offline', seenUntil: later, activeUntil: later },
      'offline',
    ],
    ['seen until exactly now', { chosen: 'online', seenUntil: now, activeUntil: later }, 'offline'],
  ])('%s', (_name, record, expected) => {
    expect(effectivePresence(record, now)).toBe(expected);
  });
});

describe('presenceUpdateSchema', () => {
  it('takes a choice, a renewal, or both, and refuses nothing or a made-up status', () => {
    expect(presenceUpdateSchema.safeParse({ status: 'away' }).success).toBe(true);
    expect(presenceUpdateSchema.safeParse({ idle: false }).success).toBe(true);
    expect(presenceUpdateSchema.safeParse({}).success).toBe(false);
    expect(presenceUpdateSchema.safeParse({ status: 'busy' }).success).toBe(false);
  });
});
