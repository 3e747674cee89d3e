// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  escalationSteps,
  nextSteps,
  type Escalation,
  type EscalationBody,
} from '@sehat/core/chat/escalation';
import { escalationLabels } from '@sehat/core/chat/escalation-messages';
import { apiPaths } from '#web/config/paths';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { EscalationPanel, EscalationStart } from './escalation-panel';

setUpApiMock();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-28T10:00:00.000Z';

let listed = 0;

function renderPanel(active: boolean) {
  listed = 0;
  const escalations: Escalation[] = [];
  const sent: { method: string; body: EscalationBody }[] = [];
  const save = (id: number | undefined, body: EscalationBody): Escalation => {
    const before = escalations.find((e) => e.id === id);
    const next: Escalation = {
      id: id ?? escalations.length + 1,
      steps: nextSteps(before?.steps ?? [], body.steps, new Date(at)),
      outcome: body.outcome,
      counsellor: { id: 3, fullName: 'Kirana Konselor' },
      startedAt: at,
      updatedAt: at,
    };
    if (before) escalations.splice(escalations.indexOf(before), 1, next);
    else escalations.push(next);
    return next;
  };
  apiMock.use(
    http.get(apiPaths.adminChat.risk(9), () =>
      HttpResponse.json({ active, signals: [], handledAt: null, handledBy: null }),
    ),
    http.get(apiPaths.adminChat.escalations(9), () => {
      listed += 1;
      return HttpResponse.json({ escalations });
    }),
    http.post(apiPaths.adminChat.escalations(9), async ({ request }) => {
      const body = (await request.json()) as EscalationBody;
      sent.push({ method: 'POST', body });
      return HttpResponse.json({ escalation: save(undefined, body) }, { status: 201 });
    }),
    http.put(apiPaths.adminChat.escalation(9, 1), async ({ request }) => {
      const body = (await request.json()) as EscalationBody;
      sent.push({ method: 'PUT', body });
      return HttpResponse.json({ escalation: save(1, body) });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EscalationStart conversationId={9} inboxRisk={active} />
      <EscalationPanel conversationId={9} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('the escalation protocol', () => {
  it('is offered while the conversation is at risk; each step is saved when ticked and shows its time', async () => {
    const user = userEvent.setup();
    const sent = renderPanel(true);
    await user.click(await screen.findByRole('button', { name: escalationLabels.start }));
    const panel = await screen.findByRole('region', { name: escalationLabels.title });
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(escalationSteps.length);

    await user.click(within(panel).getByRole('checkbox', { name: escalationLabels.steps.askDirectly }));
    await waitFor(() =>
      expect(
        within(panel).getByRole<HTMLInputElement>('checkbox', { name: escalationLabels.steps.askDirectly })
          .checked,
      ).toBe(true),
    );
    expect(within(panel).getByText(new RegExp(`^${escalationLabels.doneAt('')}`))).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      body: {
        steps: escalationSteps.map((step) => ({ step, done: step === 'askDirectly' })),
        outcome: 'ongoing',
      },
    });

    await user.selectOptions(within(panel).getByLabelText(escalationLabels.outcome), 'safe');
    // Ended: the checklist closes and the protocol is offered again while the risk stays.
    expect(await screen.findByRole('button', { name: escalationLabels.start })).toBeTruthy();
    expect(sent.at(-1)?.body.outcome).toBe('safe');
  });

  it('shows a ticked step ticked from the click on, before the server has answered', async () => {
    const user = userEvent.setup();
    const sent = renderPanel(true);
    await user.click(await screen.findByRole('button', { name: escalationLabels.start }));
    const panel = await screen.findByRole('region', { name: escalationLabels.title });
    const step = within(panel).getByRole<HTMLInputElement>('checkbox', {
      name: escalationLabels.steps.askDirectly,
    });
    const saves = sent.length;
    fireEvent.click(step);
    expect(step.checked).toBe(true);
    expect(step.disabled).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(saves + 1));
    await waitFor(() => expect(step.disabled).toBe(false));
    expect(step.checked).toBe(true);
  });

  it('stays away from a conversation that is not at risk and has no protocol going', async () => {
    renderPanel(false);
    await waitFor(() => expect(listed).toBe(1));
    expect(screen.queryByRole('button', { name: escalationLabels.start })).toBeNull();
    expect(screen.queryByRole('region', { name: escalationLabels.title })).toBeNull();
  });

  it('on a phone shows the progress and opens the checklist on request, so the composer stays in view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const user = userEvent.setup();
    renderPanel(true);
    await user.click(await screen.findByRole('button', { name: escalationLabels.start }));
    const panel = await screen.findByRole('region', { name: escalationLabels.title });
    const toggle = within(panel).getByRole('button', {
      name: escalationLabels.progress(0, escalationSteps.length),
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryAllByRole('checkbox')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel).getByRole('checkbox', { name: escalationLabels.steps.means }));
    expect(
      await within(panel).findByRole('button', {
        name: escalationLabels.progress(1, escalationSteps.length),
      }),
    ).toBeTruthy();
  });
});
