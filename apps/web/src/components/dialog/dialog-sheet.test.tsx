// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { authMessages } from '@sehat/core/auth/messages';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { commonMessages } from '@sehat/core/messages';
import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import { profileLabels } from '@sehat/core/profile/messages';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { whatsappUnlinked } from '#web/testing/whatsapp';

setUpScreenTests();

/** The dialog's scrolling body holds its text; its buttons sit after it, outside, always in view. */
function expectActionsOutsideBody(dialog: HTMLElement, text: string, buttons: string[]) {
  const body = dialog.querySelector('[data-dialog-body]');
  expect(body).not.toBeNull();
  expect(body!.textContent).toContain(text);
  for (const name of buttons) {
    const button = within(dialog).getByRole(name.startsWith('link:') ? 'link' : 'button', {
      name: name.replace(/^link:/, ''),
    });
    expect(body!.contains(button)).toBe(false);
    expect(body!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

it("the logout confirmation keeps its buttons outside the dialog's scrolling body", async () => {
  const member = aUser();
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.profile, () => HttpResponse.json({ user: member })),
    http.get(apiPaths.selftest.submissions, () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get(apiPaths.screenings.submissions(':code' as ScoredScreeningCode), () =>
      HttpResponse.json({ items: [], nextCursor: null }),
    ),
    whatsappUnlinked,
    http.get(apiPaths.notificationPreferences, () =>
      HttpResponse.json({ preferences: defaultNotificationPreferences }),
    ),
  );
  const { user } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: profileLabels.logout }));
  const dialog = await screen.findByRole('dialog');
  expectActionsOutsideBody(dialog, authMessages.logoutConfirm, [
    commonMessages.cancel,
    authMessages.logoutButton,
  ]);
});

it("the counsellor dialog keeps its choices and close outside the dialog's scrolling body", async () => {
  const { user } = renderApp('/bantuan');
  await user.click((await screen.findAllByRole('button', { name: counsellorEntryLabels.start }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  expectActionsOutsideBody(dialog, counsellorEntryLabels.meanwhile, [
    `link:${counsellorEntryLabels.signInToStart}`,
    counsellorEntryLabels.close,
  ]);
});
