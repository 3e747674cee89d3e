import { escalationMessages } from '@sehat/core/chat/escalation-messages';
import { escalationSteps } from '@sehat/core/chat/escalation';
import { notificationMessages } from '@sehat/core/notifications/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';
import { notificationsOf } from '../../../../../test/notifications';

const t = useTestApp();
let counsellor: Account;
let supervisor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
});

const url = (id: number) => `/api/admin/chat/conversations/${id}/escalations`;

async function riskyConversation() {
  const person = await registerUser(t.app);
  const id = await conversationOf(t.app, person);
  await sent(t.app, person, id, 'Saya sudah menyiapkan cara untuk mengakhiri hidup.');
  return { person, id };
}

interface Step {
  step: string;
  done: boolean;
  at: string | null;
}

describe('the escalation protocol (api.md "Roles and supervision")', () => {
  it('opens with every step, tells every supervisor, and times each step by the server', async () => {
    const { person, id } = await riskyConversation();
    const call = injectAs(t.app, counsellor);
    const before = Date.now();
    const started = await call('POST', url(id), { steps: [{ step: 'askDirectly', done: true }] });
    expect(started.statusCode, started.body).toBe(201);
    const escalation = started.json().escalation;
    expect(escalation).toMatchObject({ outcome: 'ongoing', counsellor: { id: counsellor.id } });
    expect(escalation.steps.map((s: Step) => s.step)).toEqual([...escalationSteps]);
    const asked = escalation.steps.find((s: Step) => s.step === 'askDirectly');
    expect(Date.parse(asked.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(escalation.steps.filter((s: Step) => s.done)).toHaveLength(1);

    const told = (await notificationsOf(t.app, supervisor)).notifications.filter(
      (n) => n.kind === 'chat_escalation' && n.link === `/admin/chat?user=${person.id}`,
    );
    expect(told).toEqual([expect.objectContaining({ text: notificationMessages.chatEscalation })]);
    // The person never hears of it.
    expect((await notificationsOf(t.app, person)).notifications.map((n) => n.kind)).not.toContain(
      'chat_escalation',
    );

    const updated = await call('PUT', `${url(id)}/${escalation.id}`, {
      steps: [
        { step: 'askDirectly', done: true },
        { step: 'safetyPlan', done: true },
      ],
      outcome: 'safe',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const steps = updated.json().escalation.steps as Step[];
    expect(steps.find((s) => s.step === 'askDirectly')!.at).toBe(asked.at);
    expect(steps.find((s) => s.step === 'safetyPlan')!.done).toBe(true);
    expect(updated.json().escalation.outcome).toBe('safe');

    const listed = await injectAs(t.app, supervisor)('GET', url(id));
    expect(listed.json().escalations).toEqual([updated.json().escalation]);
  });

  it('runs one at a time per conversation, and starts again once the last has an outcome', async () => {
    const { id } = await riskyConversation();
    const call = injectAs(t.app, counsellor);
    const first = (await call('POST', url(id), {})).json().escalation;
    const second = await call('POST', url(id), {});
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(escalationMessages.alreadyOpen);
    await call('PUT', `${url(id)}/${first.id}`, { outcome: 'referred' });
    expect((await call('POST', url(id), {})).statusCode).toBe(201);
  });

  it('refuses bad input in Indonesian, an escalation of another conversation, and anyone off the team', async () => {
    const { person, id } = await riskyConversation();
    const { id: other } = await riskyConversation();
    const call = injectAs(t.app, counsellor);
    const bad = await call('POST', url(id), { steps: [{ step: 'berdoa', done: true }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(escalationMessages.stepInvalid);
    const outcome = await call('POST', url(id), { outcome: 'baik' });
    expect(outcome.json().error.message).toBe(escalationMessages.outcomeInvalid);
    expect((await call('GET', url(id))).json().escalations).toEqual([]);

    const mine = (await call('POST', url(other), {})).json().escalation;
    const crossed = await call('PUT', `${url(id)}/${mine.id}`, { outcome: 'safe' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe(escalationMessages.notFound);

    expect((await injectAs(t.app, person)('POST', url(id), {})).statusCode).toBe(403);
    expect((await injectAs(t.app, person)('GET', url(other))).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('GET', url(id))).statusCode).toBe(401);
  });
});
