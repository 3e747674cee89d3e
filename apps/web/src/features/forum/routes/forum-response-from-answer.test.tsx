// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { forumLabels } from '@sehat/core/forum/messages';
import { apiPaths } from '#web/config/paths';
import { aQuestion, aResponse, questionPage, responsePage } from '#web/testing/forum';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

// Issue 40: a write answers what the screen needs, and the screen takes it from the answer.

const member = aUser();
const asker = aUser({ id: 8, username: 'budi' });

it('a new response is shown from the server’s answer, without reading the responses or the question again', async () => {
  const question = aQuestion(asker, member, { title: 'Susah tidur', responseCount: 1 });
  const reads = { responses: 0, question: 0 };
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([question]))),
    http.get(apiPaths.forum.question(question.id), () => {
      reads.question += 1;
      return HttpResponse.json({ question });
    }),
    http.get(apiPaths.forum.responses(question.id), () => {
      reads.responses += 1;
      return HttpResponse.json(
        responsePage([aResponse(asker, member, { id: 60, text: 'Coba olahraga pagi.' })]),
      );
    }),
    http.post(apiPaths.forum.responses(question.id), async ({ request }) => {
      const body = (await request.json()) as { text: string };
      const response = aResponse(member, member, { id: 71, text: body.text });
      return HttpResponse.json({ response, crisis: false }, { status: 201 });
    }),
  );
  const { user } = renderApp('/forum');
  const card = await screen.findByRole('article', { name: question.title });
  await user.click(within(card).getByRole('button', { name: question.title }));
  const detail = await screen.findByRole('dialog', { name: question.title });
  await within(detail).findByText('Coba olahraga pagi.');
  await waitFor(() => expect(reads.question).toBe(1));
  const before = { ...reads };

  await user.type(within(detail).getByLabelText(forumLabels.responseLabel), 'Semoga lekas pulih ya.');
  await user.click(within(detail).getByRole('button', { name: forumLabels.respond }));

  await within(detail).findByText('Semoga lekas pulih ya.');
  expect(within(detail).getByText('Coba olahraga pagi.')).toBeTruthy();
  expect(reads).toEqual(before);
});

it('a response sent while the responses are still being read is not hidden by that older read', async () => {
  const question = aQuestion(asker, member, { title: 'Sulit fokus', responseCount: 0 });
  const sent: ReturnType<typeof aResponse>[] = [];
  let releaseFirstRead = () => {};
  const firstRead = new Promise<void>((resolve) => (releaseFirstRead = resolve));
  let reads = 0;
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([question]))),
    http.get(apiPaths.forum.question(question.id), () => HttpResponse.json({ question })),
    http.get(apiPaths.forum.responses(question.id), async () => {
      reads += 1;
      // The first read left the server before the response was stored: it answers none.
      const page = responsePage([...sent]);
      if (reads === 1) await firstRead;
      return HttpResponse.json(page);
    }),
    http.post(apiPaths.forum.responses(question.id), async ({ request }) => {
      const body = (await request.json()) as { text: string };
      const response = aResponse(member, member, { id: 72, text: body.text });
      sent.push(response);
      return HttpResponse.json({ response, crisis: false }, { status: 201 });
    }),
  );
  const { user } = renderApp('/forum');
  const card = await screen.findByRole('article', { name: question.title });
  await user.click(within(card).getByRole('button', { name: question.title }));
  const detail = await screen.findByRole('dialog', { name: question.title });
  await waitFor(() => expect(reads).toBe(1));

  await user.type(within(detail).getByLabelText(forumLabels.responseLabel), 'Pelan-pelan saja.');
  await user.click(within(detail).getByRole('button', { name: forumLabels.respond }));
  await waitFor(() => expect(sent).toHaveLength(1));
  releaseFirstRead();

  await within(detail).findByText('Pelan-pelan saja.');
  expect(within(detail).queryByText(forumLabels.noResponses)).toBeNull();
});
