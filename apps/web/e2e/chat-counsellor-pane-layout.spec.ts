import type { Locator, Page } from '@playwright/test';
import { caseNoteLabels } from '@sehat/core/chat/case-messages';
import { escalationLabels } from '@sehat/core/chat/escalation-messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { labels } from '@sehat/core/messages';
import { riskLabels } from '@sehat/core/risk/messages';
import { counsellorFinds } from './support/admin';
import { newAccount, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The person's side: crisis language and a few more messages, through the API. */
async function personWrites(page: Page): Promise<void> {
  const opened = await page.request.get('/api/chat/conversation');
  const { conversation } = (await opened.json()) as { conversation: { id: number } };
  const lines = [
    'Halo, saya butuh teman bicara.',
    'Beberapa minggu ini saya susah tidur dan tidak ada yang mengerti.',
    'Saya sudah ga sanggup hidup lagi',
  ];
  for (const [index, message] of lines.entries()) {
    const sent = await page.request.post(`/api/chat/conversations/${conversation.id}/messages`, {
      data: { message, clientId: `pane-${Date.now()}-${index}` },
    });
    expect(sent.status()).toBe(201);
  }
}

test('the counsellor pane keeps the messages and the composer in view with the risk strip and case notes open', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const person = await (await browser.newContext({ baseURL })).newPage();
  const account = await registerThroughApi(person, newAccount());
  await personWrites(person);

  const { page, conversation, open } = await counsellorFinds(browser, baseURL, account.fullName);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open();
  const risk = conversation.getByRole('region', { name: riskLabels.panelTitle });
  await expect(risk).toContainText(chatLabels.riskBadge);

  await conversation.getByRole('button', { name: caseNoteLabels.editSummary }).click();
  const summaryForm = conversation.getByRole('form', { name: caseNoteLabels.summaryTitle });
  await summaryForm.getByLabel(caseNoteLabels.riskLevel).selectOption('tinggi');
  await summaryForm
    .getByLabel(caseNoteLabels.followUp)
    .fill('Hubungi kembali besok pagi, tawarkan rujukan ke puskesmas terdekat.');
  await summaryForm.getByRole('button', { name: caseNoteLabels.saveSummary }).click();
  const summary = conversation.getByRole('region', { name: caseNoteLabels.panelTitle });
  await expect(summary).toContainText(caseNoteLabels.followUp);

  await conversation.getByRole('button', { name: caseNoteLabels.notesTitle }).click();
  const notes = conversation.getByRole('region', { name: caseNoteLabels.notesTitle });
  const noteForm = notes.getByRole('form', { name: caseNoteLabels.newNote });
  await noteForm.getByLabel(caseNoteLabels.newNote).fill('Sudah ditanya soal keamanan, menunggu jawaban.');
  await noteForm.getByRole('button', { name: caseNoteLabels.addNote }).click();
  await expect(notes).toContainText('menunggu jawaban');

  const log = conversation.getByRole('log', { name: chatLabels.messageList });
  await expect(log).toContainText('ga sanggup hidup');
  const composer = conversation.getByLabel(chatLabels.messageLabel, { exact: true });

  // 1366×768 is 32 px shorter under the same three-row admin header: the thread gives them up.
  for (const size of [
    { width: 1280, height: 800, messages: 300 },
    { width: 1366, height: 768, messages: 265 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(notes).toBeVisible();
    expect((await box(log)).height, `messages at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(
      size.messages,
    );
    // The navigation beside the logo keeps room for its entries rather than shrinking to one word.
    const navigation = page.getByRole('navigation', { name: labels.adminNav.navLabel });
    expect((await box(navigation)).width, `navigation at ${size.width}`).toBeGreaterThanOrEqual(480);
    const field = await box(composer);
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height, `composer at ${size.width}×${size.height}`).toBeLessThanOrEqual(
      size.height,
    );
    // Scrolled to the summary (filling the note scrolled the case column), where it is drawn.
    await summary.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
    expect(overlaps(await box(risk), await box(summary))).toBe(false);
    // The notes sit beside the messages, never over them.
    expect(overlaps(await box(notes), await box(log))).toBe(false);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('counsellor-pane-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('counsellor-pane-dark.png') });

  // A phone: the case column is a drawer over the thread; closing it gives the thread back.
  await page.setViewportSize({ width: 360, height: 640 });
  await expect(notes).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('counsellor-pane-phone-notes-dark.png') });
  // An escalation started on a phone folds its checklist to one line under the risk strip.
  await conversation.getByRole('button', { name: escalationLabels.start }).click();
  const escalation = conversation.getByRole('region', { name: escalationLabels.title });
  await expect(escalation.getByRole('button', { name: escalationLabels.progress(0, 5) })).toBeVisible();
  await expect(escalation.getByRole('checkbox')).toHaveCount(0);
  await conversation.getByRole('button', { name: caseNoteLabels.notesTitle }).click();
  await expect(notes).toBeHidden();
  await expect(risk).toBeVisible();
  const phoneField = await box(composer);
  expect(phoneField.y + phoneField.height).toBeLessThanOrEqual(640);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('counsellor-pane-phone-dark.png') });
});
