// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { commonMessages, dialogTitles } from '@sehat/core/messages';
import { apiPaths } from '#web/config/paths';
import { aQuestion, aResponse, naming, questionPage, responsePage } from '#web/testing/forum';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

// Spec §8: each forum failure in its situation, in a dialog titled 'Gagal'.

const member = aUser();
const other = aUser({ id: 8, username: 'budi' });

async function expectFailure(user: UserEvent, text: string) {
  const failure = await screen.findByRole('dialog', { name: dialogTitles.failure });
  await waitFor(() => expect(failure.textContent).toContain(text));
  await user.click(within(failure).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogTitles.failure })).toBeNull());
}

it('a failed question opens a dialog titled Gagal: the retry hint without an answer, the reason with one', async () => {
  let answer: 'none' | 'reason' = 'none';
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([]))),
    http.post(apiPaths.forum.questions, () =>
      answer === 'none'
        ? HttpResponse.error()
        : apiError(429, forumMessages.questionRateLimited(30), 'RATE_LIMITED'),
    ),
  );
  const { user } = renderApp('/forum');
  await user.click(await screen.findByRole('button', { name: forumLabels.ask }));
  const panel = await screen.findByRole('dialog', { name: forumLabels.askTitle });
  await user.type(within(panel).getByLabelText(forumLabels.titleField, { exact: true }), 'Tidak terkirim');
  await user.type(within(panel).getByLabelText(forumLabels.descField, { exact: true }), 'Isi pertanyaan.');
  const send = () => user.click(within(panel).getByRole('button', { name: forumLabels.submit }));
  await send();
  await expectFailure(user, `${forumMessages.createQuestionFailed}. ${forumMessages.retryHint}`);

  answer = 'reason';
  await send();
  await expectFailure(
    user,
    `${forumMessages.createQuestionFailed}: ${forumMessages.questionRateLimited(30)}`,
  );
  // The panel keeps what the user wrote, to send again later.
  expect(within(panel).getByLabelText(forumLabels.titleField, { exact: true })).toHaveProperty(
    'value',
    'Tidak terkirim',
  );
});

it('every other forum action that fails says which one; a failed response list offers Coba Lagi', async () => {
  const title = 'Semua tertahan';
  const question = aQuestion(member, member, { title, responseCount: 2 });
  const mine = aResponse(member, member, { id: 21, text: 'Respon saya sendiri' });
  const theirs = aResponse(other, member, { id: 22, text: 'Respon orang lain' });
  let responsesFail = true;
  let deleteAnswer: 'none' | 'forbidden' | 'deleted' = 'none';
  let listFails = false;
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.forum.questions, () =>
      listFails ? apiError(400) : HttpResponse.json(questionPage([question])),
    ),
    http.get(apiPaths.forum.question(question.id), () => HttpResponse.json({ question })),
    // The responses fail to load once (a 4xx, so the app does not retry by itself).
    http.get(apiPaths.forum.responses(question.id), () =>
      responsesFail ? apiError(400) : HttpResponse.json(responsePage([mine, theirs])),
    ),
    http.delete(apiPaths.forum.question(question.id), () => {
      if (deleteAnswer === 'none') return HttpResponse.error();
      if (deleteAnswer === 'forbidden') return apiError(403, forumMessages.cannotDeleteQuestion, 'FORBIDDEN');
      listFails = true;
      return new HttpResponse(null, { status: 204 });
    }),
    // Every other write goes nowhere: each failure names its action and gives the retry hint.
    http.all('/api/forum/*', () => HttpResponse.error()),
  );
  const { user } = renderApp('/forum');
  const card = await screen.findByRole('article', { name: title });
  const openMenu = async () => {
    await user.click(within(card).getByRole('button', { name: `${forumLabels.questionMenu}: ${title}` }));
  };

  await openMenu();
  await user.click(await screen.findByRole('menuitem', { name: forumLabels.edit }));
  const editPanel = await screen.findByRole('dialog', { name: forumLabels.editTitle });
  const titleField = within(editPanel).getByLabelText(forumLabels.titleField, { exact: true });
  await user.clear(titleField);
  await user.type(titleField, `${title} diubah`);
  await user.click(within(editPanel).getByRole('button', { name: forumLabels.update }));
  await expectFailure(user, `${forumMessages.updateQuestionFailed}. ${forumMessages.retryHint}`);
  await user.click(within(editPanel).getByRole('button', { name: forumLabels.formCancel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: forumLabels.editTitle })).toBeNull());

  await user.click(within(card).getByRole('button', { name: title }));
  const detail = await screen.findByRole('dialog', { name: title });
  await within(detail).findByText(forumMessages.loadFailed);
  responsesFail = false;
  await user.click(within(detail).getByRole('button', { name: commonMessages.retry }));
  const item = async (text: string) => (await within(detail).findByText(text)).closest('li') as HTMLElement;
  const myItem = await item('Respon saya sendiri');
  const theirItem = await item('Respon orang lain');

  await user.type(within(detail).getByLabelText(forumLabels.responseLabel), 'Tidak akan terkirim');
  await user.click(within(detail).getByRole('button', { name: forumLabels.respond }));
  await expectFailure(user, `${forumMessages.createResponseFailed}. ${forumMessages.retryHint}`);
  expect(within(detail).getByLabelText(forumLabels.responseLabel)).toHaveProperty(
    'value',
    'Tidak akan terkirim',
  );

  await user.click(within(myItem).getByRole('button', { name: naming(forumLabels.editResponse) }));
  const editField = within(detail).getByLabelText(forumLabels.editResponseLabel);
  await user.clear(editField);
  await user.type(editField, 'Versi yang tidak tersimpan');
  await user.click(within(detail).getByRole('button', { name: forumLabels.save }));
  await expectFailure(user, `${forumMessages.updateResponseFailed}. ${forumMessages.retryHint}`);
  await user.click(within(detail).getByRole('button', { name: forumLabels.cancelEdit }));

  await user.click(within(myItem).getByRole('button', { name: naming(forumLabels.deleteResponse) }));
  const confirm = await screen.findByRole('dialog', { name: dialogTitles.confirmDelete });
  await user.click(within(confirm).getByRole('button', { name: forumLabels.delete }));
  await expectFailure(user, `${forumMessages.deleteResponseFailed}. ${forumMessages.retryHint}`);
  expect(within(detail).getByText('Respon saya sendiri')).toBeTruthy();

  await user.click(within(theirItem).getByRole('button', { name: naming(forumLabels.upvote) }));
  await expectFailure(user, `${forumMessages.voteFailed}. ${forumMessages.retryHint}`);
  // (Escape closing it is the browser's part: forum-layout-and-keyboard.spec.ts.)
  await user.click(within(detail).getByRole('button', { name: forumLabels.close }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());

  // Deleting the question: without an answer the spec's text; with one, the server's reason.
  const deleteQuestion = async () => {
    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: forumLabels.delete }));
    const confirmQuestion = await screen.findByRole('dialog', { name: dialogTitles.confirmDelete });
    await user.click(within(confirmQuestion).getByRole('button', { name: forumLabels.delete }));
  };
  await deleteQuestion();
  await expectFailure(user, forumMessages.deleteQuestionFailed);
  deleteAnswer = 'forbidden';
  await deleteQuestion();
  await expectFailure(user, forumMessages.cannotDeleteQuestion);
  expect(screen.getByRole('article', { name: title })).toBeTruthy();

  // Deleted, but the list cannot be reloaded: a warning says both.
  deleteAnswer = 'deleted';
  await deleteQuestion();
  const warning = await screen.findByRole('dialog', { name: dialogTitles.warning });
  await waitFor(() => expect(warning.textContent).toContain(forumMessages.deleteQuestionRefreshFailed));
});
