// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { commonMessages, crisisMessages, dialogTitles, labels } from '@sehat/core/messages';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { apiPaths } from '#web/config/paths';
import { saveCompletedTest } from '../utils/test-state-store';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { scoredResult } from '#web/testing/selftest-answers';
import { scoringServer, takeTest } from '#web/testing/selftest-journey';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const at = (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

const stored = () => ({
  state: JSON.parse(localStorage.getItem('testState') ?? 'null') as unknown,
  last: JSON.parse(localStorage.getItem('lastTestResult') ?? 'null') as unknown,
});

it('result pages without a stored result go to the test', async () => {
  scoringServer();
  for (const path of ['/hasil/neurosis', '/hasil/psikotik/Berat', '/hasil/ptsd', '/hasil/normal']) {
    const { router, unmount } = renderApp(path);
    await at(router, '/tes-diri');
    unmount();
  }
});

it('a result page shows only the stored result, whatever the URL says', async () => {
  scoringServer();
  saveCompletedTest(scoredResult({ hasil: 'Gejala PTSD', severity: 'Sedang', score: 3 }), null);
  // Params that repeat the stored result are fine; anything else leads to the result's own page.
  const same = renderApp('/hasil/ptsd/Gejala%20PTSD/Sedang');
  await screen.findByRole('region', { name: 'Gejala PTSD' });
  expect(same.router.state.location.pathname).toBe('/hasil/ptsd/Gejala%20PTSD/Sedang');
  same.unmount();
  for (const path of [
    '/hasil/ptsd/Gejala%20PTSD/Berat',
    '/hasil/ptsd/foo/bar',
    '/hasil/psikotik/Berat',
    '/hasil/neurosis',
  ]) {
    const { router, unmount } = renderApp(path);
    await at(router, '/hasil/ptsd');
    const card = await screen.findByRole('region', { name: 'Gejala PTSD' });
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('55');
    unmount();
  }
  // The visitor's way back to the result: the note on the test page (the header link needs an account).
  const { router, user } = renderApp('/tes-diri');
  await user.click(await screen.findByRole('link', { name: selftestMessages.viewPreviousResult }));
  expect(
    within(screen.getByRole('banner')).queryByRole('link', { name: labels.nav.selfTestResult }),
  ).toBeNull();
  await at(router, '/hasil/ptsd');
});

it('Tes Ulang asks first, then clears the stored result and test state', async () => {
  scoringServer();
  saveCompletedTest(scoredResult({ hasil: 'Gejala PTSD', severity: 'Ringan', score: 1 }), null);
  const { router, user, unmount } = renderApp('/hasil/ptsd');
  await user.click(await screen.findByRole('button', { name: resultLabels.retake }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(resultLabels.retakeConfirm);
  await user.click(within(dialog).getByRole('button', { name: commonMessages.cancel }));
  expect(router.state.location.pathname).toBe('/hasil/ptsd');
  expect(stored().last).toEqual({ hasil: 'Gejala PTSD', severity: 'Ringan' });

  await user.click(screen.getByRole('button', { name: resultLabels.retake }));
  const again = await screen.findByRole('dialog');
  expect(again.textContent).toContain(dialogTitles.confirm);
  await user.click(within(again).getByRole('button', { name: resultLabels.retakeConfirmButton }));
  await at(router, '/tes-diri');
  expect(stored().state).toMatchObject({ testCompleted: false, hasilTesTerakhir: null, score: null });
  expect(stored().last).toBeNull();
  unmount();
  const reopened = renderApp('/hasil/ptsd');
  await at(reopened.router, '/tes-diri');
});

it('after Tes Ulang the account’s copy of the cleared result does not come back; a test taken since does', async () => {
  scoringServer();
  const member = aUser();
  const cleared = scoredResult({ hasil: 'Gejala PTSD', severity: 'Ringan', score: 1 });
  let latest = cleared;
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.selftest.latest, () => HttpResponse.json(latest)),
  );
  saveCompletedTest(cleared, member.id);
  const { router, user, unmount } = renderApp('/hasil/ptsd');
  await user.click(await screen.findByRole('button', { name: resultLabels.retake }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: resultLabels.retakeConfirmButton }));
  await at(router, '/tes-diri');
  unmount();

  // Back to the result page (the Back button, a bookmark): the account still holds it.
  const reopened = renderApp('/hasil/ptsd');
  await at(reopened.router, '/tes-diri');
  expect(stored().state).toMatchObject({ testCompleted: false, hasilTesTerakhir: null });
  reopened.unmount();

  // A test taken on another device after the retake is the device's again (issue 39 item 1).
  latest = scoredResult({
    hasil: 'Gejala PTSD',
    severity: 'Sedang',
    score: 3,
    createdAt: new Date(Date.now() + 1000).toISOString(),
  });
  renderApp('/hasil/ptsd');
  await screen.findByRole('region', { name: 'Gejala PTSD' });
  expect(stored().last).toEqual({ hasil: 'Gejala PTSD', severity: 'Sedang' });
});

it('a crisis answer with an otherwise normal result still shows help, on the test and the result', async () => {
  scoringServer();
  const { router, user } = await takeTest([17]);
  await screen.findByRole('region', { name: crisisMessages.title });
  await user.click(await screen.findByRole('link', { name: selftestMessages.seeResult }));
  await at(router, '/hasil/normal');
  const card = await screen.findByRole('region', { name: 'Normal' });
  expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
  screen.getByRole('region', { name: crisisMessages.title });
});
