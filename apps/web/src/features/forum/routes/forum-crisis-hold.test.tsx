// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { forumLabels, forumMessages, forumSafetyLabels } from '@sehat/core/forum/messages';
import { dialogTitles } from '@sehat/core/messages';
import { apiPaths } from '#web/config/paths';
import { watchChatRequests } from '#web/features/chat';
import { aQuestion, aResponse, questionPage, responsePage } from '#web/testing/forum';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

// ADR 119: a new post with crisis language waits for its writer; readers get a care note.

const member = aUser();
const crisisWords = 'Rasanya saya ingin mengakhiri hidup saja.';

/** The question posts the server received, each with its body. */
function acceptQuestions(sent: Array<{ anonymous: boolean; desc: string }>) {
  return http.post(apiPaths.forum.questions, async ({ request }) => {
    const body = (await request.json()) as { title: string; desc: string; anonymous: boolean };
    sent.push({ anonymous: body.anonymous, desc: body.desc });
    const question: ForumQuestion = aQuestion(member, member, { id: 40 + sent.length, ...body });
    return HttpResponse.json({ question, crisis: body.desc === crisisWords }, { status: 201 });
  });
}

async function askWith(desc: string) {
  const { user } = renderApp('/forum');
  await user.click(await screen.findByRole('button', { name: forumLabels.ask }));
  const panel = await screen.findByRole('dialog', { name: forumLabels.askTitle });
  await user.type(within(panel).getByLabelText(forumLabels.titleField, { exact: true }), 'Capek sekali');
  await user.type(within(panel).getByLabelText(forumLabels.descField, { exact: true }), desc);
  const send = () => user.click(within(panel).getByRole('button', { name: forumLabels.submit }));
  return { user, panel, send };
}

it('holds a question with crisis language: nothing is posted until its writer chooses', async () => {
  const sent: Array<{ anonymous: boolean; desc: string }> = [];
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([]))),
    acceptQuestions(sent),
  );
  const { user, panel, send } = await askWith(crisisWords);
  await send();
  const hold = await screen.findByRole('dialog', { name: forumSafetyLabels.holdTitle });
  expect(hold.textContent).toContain(forumSafetyLabels.holdText);
  expect(within(hold).getAllByRole('link').length).toBeGreaterThan(0);

  // Back to the text: nothing went out, and the words are still there.
  await user.click(within(hold).getByRole('button', { name: forumSafetyLabels.holdBack }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: forumSafetyLabels.holdTitle })).toBeNull());
  expect(sent).toEqual([]);
  expect(within(panel).getByLabelText(forumLabels.descField, { exact: true })).toHaveProperty(
    'value',
    crisisWords,
  );

  // Posting as Anonim from the hold sends it once, anonymously, and asks nothing more.
  await send();
  const again = await screen.findByRole('dialog', { name: forumSafetyLabels.holdTitle });
  await user.click(within(again).getByRole('button', { name: forumSafetyLabels.anonymous }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: forumLabels.askTitle })).toBeNull());
  expect(sent).toEqual([{ anonymous: true, desc: crisisWords }]);
  expect(screen.queryByRole('dialog', { name: forumSafetyLabels.crisisTitle })).toBeNull();
});

it('an ordinary question is posted at once, without the hold', async () => {
  const sent: Array<{ anonymous: boolean; desc: string }> = [];
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([]))),
    acceptQuestions(sent),
  );
  const { send } = await askWith('Bagaimana cara tidur lebih nyenyak?');
  await send();
  await waitFor(() =>
    expect(sent).toEqual([{ anonymous: false, desc: 'Bagaimana cara tidur lebih nyenyak?' }]),
  );
  expect(screen.queryByRole('dialog', { name: forumSafetyLabels.holdTitle })).toBeNull();
});

it('a held question the rate limit turns away is met with the help, not with Gagal', async () => {
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([]))),
    http.post(apiPaths.forum.questions, () =>
      apiError(429, forumMessages.questionRateLimited(30), 'RATE_LIMITED'),
    ),
  );
  const { user, panel, send } = await askWith(crisisWords);
  await send();
  const hold = await screen.findByRole('dialog', { name: forumSafetyLabels.holdTitle });
  await user.click(within(hold).getByRole('button', { name: forumSafetyLabels.holdPostNamed }));
  const unsent = await screen.findByRole('dialog', { name: forumSafetyLabels.unsentTitle });
  expect(unsent.textContent).toContain(forumMessages.questionRateLimited(30));
  expect(unsent.textContent).toContain(forumSafetyLabels.unsentHelp);
  expect(within(unsent).getAllByRole('link').length).toBeGreaterThan(0);
  expect(screen.queryByRole('dialog', { name: dialogTitles.failure })).toBeNull();
  // The words wait in the panel, to send later.
  expect(within(panel).getByLabelText(forumLabels.descField, { exact: true })).toHaveProperty(
    'value',
    crisisWords,
  );
});

it('holds a response with crisis language; posting with one’s name sends it as written', async () => {
  const question = aQuestion(aUser({ id: 8, username: 'budi' }), member, { title: 'Susah tidur' });
  const sent: Array<{ text: string; anonymous: boolean }> = [];
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([question]))),
    http.get(apiPaths.forum.question(question.id), () => HttpResponse.json({ question })),
    http.get(apiPaths.forum.responses(question.id), () => HttpResponse.json(responsePage([]))),
    http.post(apiPaths.forum.responses(question.id), async ({ request }) => {
      const body = (await request.json()) as { text: string; anonymous: boolean };
      sent.push(body);
      const response = aResponse(member, member, { id: 70, text: body.text });
      return HttpResponse.json({ response, crisis: true }, { status: 201 });
    }),
  );
  const { user } = renderApp('/forum');
  const card = await screen.findByRole('article', { name: question.title });
  await user.click(within(card).getByRole('button', { name: question.title }));
  const detail = await screen.findByRole('dialog', { name: question.title });
  // An ordinary question carries no care note.
  expect(within(detail).queryByRole('region', { name: forumSafetyLabels.careTitle })).toBeNull();
  await user.type(within(detail).getByLabelText(forumLabels.responseLabel), crisisWords);
  await user.click(within(detail).getByRole('button', { name: forumLabels.respond }));
  const hold = await screen.findByRole('dialog', { name: forumSafetyLabels.holdTitle });
  expect(sent).toEqual([]);
  await user.click(within(hold).getByRole('button', { name: forumSafetyLabels.holdPostNamed }));
  await waitFor(() => expect(sent).toEqual([{ text: crisisWords, anonymous: false }]));
  expect(screen.queryByRole('dialog', { name: forumSafetyLabels.crisisTitle })).toBeNull();
});

it('readers of a post with crisis language see how to respond safely and the help, above the responses', async () => {
  const question = aQuestion(aUser({ id: 8, username: 'budi' }), null, {
    title: 'Tidak kuat lagi',
    desc: crisisWords,
  });
  apiMock.use(
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([question]))),
    http.get(apiPaths.forum.question(question.id), () => HttpResponse.json({ question })),
    http.get(apiPaths.forum.responses(question.id), () => HttpResponse.json(responsePage([]))),
  );
  const { user } = renderApp('/forum');
  const card = await screen.findByRole('article', { name: question.title });
  await user.click(within(card).getByRole('button', { name: question.title }));
  const detail = await screen.findByRole('dialog', { name: question.title });
  const note = within(detail).getByRole('region', { name: forumSafetyLabels.careTitle });
  for (const point of forumSafetyLabels.carePoints) expect(note.textContent).toContain(point);
  expect(
    within(note)
      .getAllByRole('link')
      .some((link) => link.getAttribute('href')?.startsWith('tel:')),
  ).toBe(true);
  // It comes before the response box.
  const box = within(detail).getByLabelText(forumLabels.responseLabel);
  expect(note.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('a writer who chooses the counsellor instead of posting tells them: the held text goes with the choice (ADR 225)', async () => {
  const sent: Array<{ anonymous: boolean; desc: string }> = [];
  const told: unknown[] = [];
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([]))),
    acceptQuestions(sent),
    http.post(apiPaths.chat.forumCrisis, async ({ request }) => {
      told.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  let chatRequests = 0;
  const unwatch = watchChatRequests(() => (chatRequests += 1));
  const { user, send } = await askWith(crisisWords);
  await send();
  const hold = await screen.findByRole('dialog', { name: forumSafetyLabels.holdTitle });
  await user.click(within(hold).getByRole('button', { name: counsellorEntryLabels.start }));
  const entry = await screen.findByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  await user.click(within(entry).getByRole('button', { name: counsellorEntryLabels.startChat }));
  await waitFor(() => expect(chatRequests).toBe(1));
  unwatch();
  expect(told).toEqual([{ text: `Capek sekali\n${crisisWords}` }]);
  expect(sent).toEqual([]);
  expect(screen.queryByRole('dialog', { name: forumSafetyLabels.holdTitle })).toBeNull();
});
