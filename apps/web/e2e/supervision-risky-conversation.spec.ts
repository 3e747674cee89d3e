import type { Browser, Page } from '@playwright/test';
import { escalationLabels } from '@sehat/core/chat/escalation-messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { whisperLabels } from '@sehat/core/chat/whisper-messages';
import { supervisionLabels } from '@sehat/core/supervision/messages';
import { createOwnStaff, type AdminAccount } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

async function signedIn(browser: Browser, account: AdminAccount, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, account.username, account.password);
  await page.waitForURL(/\/admin\//);
  await page.goto(path);
  return page;
}

test('a counsellor and a supervisor work one risky conversation: console, watching, a whisper, a handover', async ({
  browser,
  baseURL,
}) => {
  // Three browsers and a person: the same weight as the team-inbox journey.
  test.slow();
  const [counsellor, colleague, supervisor] = [
    await createOwnStaff(browser, baseURL, 'counsellor'),
    await createOwnStaff(browser, baseURL, 'counsellor'),
    await createOwnStaff(browser, baseURL, 'supervisor'),
  ];
  const person = await (await browser.newContext({ baseURL })).newPage();
  const account = await registerThroughApi(person, newAccount());
  const conversation = (await (await person.request.get('/api/chat/conversation')).json()).conversation.id;
  const wrote = await person.request.post(`/api/chat/conversations/${conversation}/messages`, {
    data: { message: 'Saya ingin bunuh diri malam ini.', clientId: crypto.randomUUID() },
  });
  expect(wrote.status()).toBe(201);

  // The counsellor takes it in the inbox.
  const c = await signedIn(browser, counsellor, `/admin/chat?user=${await userIdOf(person)}`);
  const pane = c.getByRole('region', { name: account.fullName });
  await pane.getByRole('button', { name: chatLabels.take }).click();
  await expect(pane.getByRole('button', { name: chatLabels.take })).toHaveCount(0);
  // Imminent risk: the counsellor opens the escalation protocol and ticks the first step.
  await pane.getByRole('button', { name: escalationLabels.start }).click();
  const protocol = pane.getByRole('region', { name: escalationLabels.title });
  await protocol.getByRole('checkbox', { name: escalationLabels.steps.askDirectly }).check();
  await expect(protocol.getByText(/^Selesai /)).toBeVisible();
  // A counsellor has no console and no whisper form.
  await expect(c.getByRole('link', { name: supervisionLabels.adminNav })).toHaveCount(0);
  await expect(pane.getByRole('textbox', { name: whisperLabels.newWhisper })).toHaveCount(0);

  // The supervisor's console lists it as Krisis, held by the counsellor; watching shows no composer.
  const s = await signedIn(browser, supervisor, '/admin/supervisi');
  const told = (await (await s.request.get('/api/notifications')).json()).notifications as { kind: string }[];
  expect(told.map((n) => n.kind)).toContain('chat_escalation');
  const row = s.getByRole('row', { name: new RegExp(account.fullName) });
  await expect(row).toContainText(supervisionLabels.risk);
  await expect(row).toContainText(counsellor.fullName);
  await row.getByRole('link', { name: supervisionLabels.watchLabel(account.fullName) }).click();
  const watched = s.getByRole('region', { name: account.fullName });
  await expect(watched.getByText(whisperLabels.watching)).toBeVisible();
  await expect(watched.getByLabel(chatLabels.messageLabel, { exact: true })).toHaveCount(0);
  await expect(watched.getByText('Saya ingin bunuh diri malam ini.')).toBeVisible();
  await s.screenshot({ path: test.info().outputPath('supervisor-watching.png') });

  // A whisper reaches the counsellor's open pane live, and never the person.
  const whisper = 'Tanyakan langsung apakah ia aman malam ini.';
  await watched.getByRole('textbox', { name: whisperLabels.newWhisper }).fill(whisper);
  await watched.getByRole('button', { name: whisperLabels.send }).click();
  await expect(pane.getByRole('region', { name: whisperLabels.title })).toContainText(whisper);
  const own = await (await person.request.get(`/api/chat/conversations/${conversation}/messages`)).text();
  expect(own).not.toContain(whisper);

  // The supervisor hands it to a colleague with a note; the colleague reads the note first.
  await watched.getByRole('button', { name: whisperLabels.transfer }).click();
  const dialog = s.getByRole('dialog', { name: whisperLabels.transferTitle });
  await dialog.getByLabel(whisperLabels.assignee).selectOption({ label: colleague.fullName });
  await dialog
    .getByLabel(whisperLabels.note)
    .fill('Ia setuju menyusun rencana keamanan; lanjutkan dari langkah 3.');
  await dialog.getByRole('button', { name: whisperLabels.confirmTransfer }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pane.getByLabel(chatLabels.assigneeLabel)).toHaveValue(await idOf(colleague, s));
  const b = await signedIn(browser, colleague, `/admin/chat?user=${await userIdOf(person)}`);
  await expect(b.getByRole('region', { name: whisperLabels.title })).toContainText(
    'lanjutkan dari langkah 3',
  );
  await b.screenshot({ path: test.info().outputPath('colleague-reads-handover.png') });
});

async function userIdOf(page: Page): Promise<number> {
  return (await (await page.request.get('/api/auth/session')).json()).user.id;
}

/** The account's id as the team list names it (the select's option value). */
async function idOf(account: AdminAccount, page: Page): Promise<string> {
  const team = (await (await page.request.get('/api/admin/chat/counsellors')).json()).counsellors as {
    id: number;
    fullName: string;
  }[];
  return String(team.find((member) => member.fullName === account.fullName)!.id);
}
