import { describe, expect, it } from 'vitest';
import { escalationBodySchema, escalationSteps, nextSteps } from './escalation';
import { escalationMessages } from './escalation-messages';

const t1 = new Date('2026-11-28T10:00:00.000Z');
const t2 = new Date('2026-11-28T10:05:00.000Z');

describe('escalation steps', () => {
  it('lists every step in protocol order, stamping a step when it is first done', () => {
    const first = nextSteps([], [{ step: 'means', done: true }], t1);
    expect(first.map((s) => s.step)).toEqual([...escalationSteps]);
    expect(first.find((s) => s.step === 'means')).toEqual({
      step: 'means',
      done: true,
      at: t1.toISOString(),
    });
    expect(first.filter((s) => s.done)).toHaveLength(1);

    const second = nextSteps(
      first,
      [
        { step: 'askDirectly', done: true },
        { step: 'means', done: true },
      ],
      t2,
    );
    expect(second.find((s) => s.step === 'means')!.at).toBe(t1.toISOString());
    expect(second.find((s) => s.step === 'askDirectly')!.at).toBe(t2.toISOString());

    const undone = nextSteps(second, [{ step: 'means', done: false }], t2);
    expect(undone.find((s) => s.step === 'means')).toEqual({ step: 'means', done: false, at: null });
    expect(undone.find((s) => s.step === 'askDirectly')!.done).toBe(true);
  });

  it('refuses an unknown step, a step twice and an unknown outcome, in Indonesian', () => {
    const error = (body: unknown) => escalationBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(error({ steps: [{ step: 'pray', done: true }] })).toBe(escalationMessages.stepInvalid);
    expect(
      error({
        steps: [
          { step: 'means', done: true },
          { step: 'means', done: false },
        ],
      }),
    ).toBe(escalationMessages.stepsInvalid);
    expect(error({ outcome: 'fine' })).toBe(escalationMessages.outcomeInvalid);
    expect(escalationBodySchema.parse({})).toEqual({ steps: [], outcome: 'ongoing' });
  });
});
