import { describe, expect, it } from 'vitest';
import { programCodes } from './codes';
import { programMinutes } from './program';
import { programOf, programs } from './registry';

describe('the programmes', () => {
  it.each(programs)(
    '$code: at least 5 sessions numbered 1…n, 15–20 minutes each, with a worksheet',
    (program) => {
      expect(program.sessions.length).toBeGreaterThanOrEqual(5);
      program.sessions.forEach((session, i) => {
        expect(session.nomor).toBe(i + 1);
        expect(session.minutes).toBeGreaterThanOrEqual(15);
        expect(session.minutes).toBeLessThanOrEqual(20);
        expect(session.steps.length).toBeGreaterThan(0);
        const ids = session.worksheet.fields.map((field) => field.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(new Set(ids).size).toBe(ids.length);
      });
      expect(program.sources.length).toBeGreaterThan(0);
      expect(programMinutes(program)).toBe(program.sessions.reduce((sum, s) => sum + s.minutes, 0));
    },
  );

  it('lists the route table’s codes, the same and in the same order', () => {
    expect(programs.map((program) => program.code)).toEqual([...programCodes]);
  });

  it('finds a programme by its code only', () => {
    expect(programOf('aktivasi-perilaku')?.sessions).toHaveLength(6);
    expect(programOf('tidak-ada')).toBeUndefined();
  });
});
