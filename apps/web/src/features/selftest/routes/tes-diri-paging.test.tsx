// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { srq29Answer } from '#web/testing/selftest-answers';
import { questionnaire } from '#web/testing/selftest-journey';

// Moved from e2e/selftest-visitor.spec.ts (ADR 248): the questionnaire's paging is the page's own.

setUpScreenTests();

const questionsAnswer = () =>
  apiMock.use(http.get(apiPaths.selftest.questions, () => HttpResponse.json(srq29Answer)));
const radios = (form: HTMLElement, choice: string) => within(form).getAllByRole('radio', { name: choice });
const button = (form: HTMLElement, name: string) =>
  within(form).queryByRole('button', { name }) as HTMLButtonElement | null;
// The SRQ-29, five questions a page.
const pages = 6;
const pageLine = (form: HTMLElement, page: number) =>
  within(form).findByText(selftestMessages.pageOf(page, pages));

it('instructions, five questions a page, and the paging rules', async () => {
  questionsAnswer();
  const { user } = renderApp('/tes-diri');
  expect(await screen.findByRole('heading', { level: 1, name: selftestMessages.title })).toBeTruthy();
  expect(screen.getByText(selftestMessages.instructions[0])).toBeTruthy();
  const form = await questionnaire();
  expect(form.querySelectorAll('fieldset')).toHaveLength(5);
  await pageLine(form, 1);
  expect(form.querySelector('legend')?.textContent).toContain(srq29Questions[0]!.pertanyaan);
  expect(button(form, selftestMessages.next)?.disabled).toBe(true);
  expect(button(form, selftestMessages.submit)).toBeNull();

  for (let i = 0; i < 4; i++) await user.click(radios(form, selftestMessages.no)[i]!);
  expect(button(form, selftestMessages.next)?.disabled).toBe(true);
  expect(screen.getByText(selftestMessages.pageIncomplete)).toBeTruthy();
  await user.click(radios(form, selftestMessages.yes)[4]!);
  await waitFor(() => expect(button(form, selftestMessages.next)?.disabled).toBe(false));
  expect(within(form).getByText(selftestMessages.answeredOf(5, srq29Questions.length))).toBeTruthy();

  // Keyboard: Enter on Berikutnya turns the page; going back keeps the answers.
  button(form, selftestMessages.next)!.focus();
  await user.keyboard('{Enter}');
  await pageLine(form, 2);
  expect(form.querySelector('legend')?.textContent).toContain(srq29Questions[5]!.pertanyaan);
  await user.click(button(form, selftestMessages.previous)!);
  await pageLine(form, 1);
  expect((radios(form, selftestMessages.yes)[4] as HTMLInputElement).checked).toBe(true);
  expect((radios(form, selftestMessages.no)[0] as HTMLInputElement).checked).toBe(true);
});

it('the last page sends only when everything is answered', async () => {
  questionsAnswer();
  const { user } = renderApp('/tes-diri');
  const form = await questionnaire();
  for (let page = 1; page < pages; page++) {
    await pageLine(form, page);
    for (const radio of radios(form, selftestMessages.no)) await user.click(radio);
    await user.click(button(form, selftestMessages.next)!);
  }
  await pageLine(form, pages);
  expect(button(form, selftestMessages.submit)?.disabled).toBe(true);
  expect(button(form, selftestMessages.next)).toBeNull();
});
