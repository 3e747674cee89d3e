import { describe, expect, it } from 'vitest';
import { checkinAnswers, checkinRisk } from './answers';
import { defaultCheckinOffsets, parseCheckinOffsets } from './offsets';

describe('CHECKIN_OFFSETS', () => {
  it('reads days, hours, minutes and seconds, ascending', () => {
    expect(parseCheckinOffsets(defaultCheckinOffsets)).toEqual([1, 7, 30].map((d) => d * 86_400_000));
    expect(parseCheckinOffsets('4s, 2s')).toEqual([2_000, 4_000]);
    expect(parseCheckinOffsets('90m,1h')).toEqual([3_600_000, 5_400_000]);
  });

  it('refuses anything else, naming it', () => {
    expect(() => parseCheckinOffsets('1w')).toThrow('"1w"');
    expect(() => parseCheckinOffsets('0s')).toThrow('"0s"');
    expect(() => parseCheckinOffsets('')).toThrow();
    expect(() => parseCheckinOffsets('400d')).toThrow('more than a year');
    expect(() => parseCheckinOffsets('1d,24h')).toThrow('twice');
    expect(() => parseCheckinOffsets(Array.from({ length: 11 }, (_, i) => `${i + 1}d`).join(','))).toThrow();
  });
});

describe('check-in answers', () => {
  it('tell the team on berat and bahaya, and show crisis help on bahaya only', () => {
    expect(checkinAnswers.filter((a) => checkinRisk(a).signal)).toEqual(['berat', 'bahaya']);
    expect(checkinAnswers.filter((a) => checkinRisk(a).crisis)).toEqual(['bahaya']);
  });
});
