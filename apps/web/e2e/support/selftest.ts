import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';

/** The seeded SRQ-29 item about thoughts of ending one's life. */
const crisisItem = srq29Questions.findIndex((q) => q.crisis) + 1;

/**
 * Answers every displayed question and submits: "Ya" for the seeded SRQ-29 items listed in
 * `yesItems` (1-based, found by their text), "Tidak" for everything else, including questions
 * an admin spec may add meanwhile. If the questionnaire changes under the submission, the
 * page reloads it and this answers what is new and sends again. `onCrisisAnswer` runs once,
 * right after the crisis item (17) was answered "Ya".
 */
export async function answerAndSubmit(
  page: Page,
  yesItems: number[],
  { onCrisisAnswer }: { onCrisisAnswer?: () => Promise<void> } = {},
): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
  await expect(form).toBeVisible();
  let crisisAnswered = false;
  for (let step = 0; step < 40; step++) {
    for (const group of await form.locator('fieldset').all()) {
      const text = (await group.locator('legend').textContent()) ?? '';
      const item = srq29Questions.findIndex((q) => text.includes(q.pertanyaan)) + 1;
      const choice = yesItems.includes(item) ? selftestMessages.yes : selftestMessages.no;
      await group.getByRole('radio', { name: choice, exact: true }).check();
      if (item === crisisItem && choice === selftestMessages.yes && onCrisisAnswer && !crisisAnswered) {
        crisisAnswered = true;
        await onCrisisAnswer();
      }
    }
    const submit = page.getByRole('button', { name: selftestMessages.submit });
    if (await submit.isVisible()) {
      // Wait for this submission's answer, so a message from an earlier attempt is never read.
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/selftest/submissions'));
      await submit.click();
      await answered;
      const done = page
        .getByRole('heading', { name: selftestMessages.submittedTitle })
        .or(page.getByRole('heading', { level: 1, name: 'Hasil Tes Diri' }));
      const problem = form.getByRole('alert');
      await expect(done.or(problem).first()).toBeVisible();
      if (await done.first().isVisible()) return;
      await expect(problem).toHaveText(selftestMessages.questionsChanged);
      continue;
    }
    await nextPage(page);
  }
  throw new Error('the questionnaire never finished');
}

/**
 * Selanjutnya, then wait until the next page shows: each page is a history entry, so the page
 * changes once the navigation has finished.
 */
export async function nextPage(page: Page): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
  const pageLine = form.getByText(/^Halaman \d+ dari \d+$/);
  const before = (await pageLine.textContent()) ?? '';
  await page.getByRole('button', { name: selftestMessages.next }).click();
  await expect(pageLine).not.toHaveText(before);
}

/**
 * SRQ-29 as the page asks it, without reading the questions (offline they come from the
 * device's copy a moment after the page shows): "Tidak" everywhere, page by page, then Kirim.
 */
export async function answerAllNo(page: Page): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
  for (let step = 0; step < 10; step++) {
    await expect(form.locator('fieldset').first()).toBeVisible();
    for (const group of await form.locator('fieldset').all()) {
      await group.getByRole('radio', { name: selftestMessages.no, exact: true }).check();
    }
    const submit = page.getByRole('button', { name: selftestMessages.submit });
    if (await submit.isVisible()) return submit.click();
    await nextPage(page);
  }
  throw new Error('the questionnaire never finished');
}

/** A visitor's full test from the start page. */
export async function takeTest(page: Page, yesItems: number[]): Promise<void> {
  await page.goto('/tes-diri');
  await answerAndSubmit(page, yesItems);
}

export async function storedTestState(page: Page): Promise<{ state: unknown; last: unknown }> {
  return page.evaluate(() => ({
    state: JSON.parse(localStorage.getItem('testState') ?? 'null') as unknown,
    last: JSON.parse(localStorage.getItem('lastTestResult') ?? 'null') as unknown,
  }));
}

/**
 * Submits through the API as the request context's session: "yes" for the listed seeded items.
 * Retries when an admin spec changes the questionnaire between reading and sending.
 */
export async function submitThroughApi(request: APIRequestContext, yesItems: number[]): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { questions, revision } = (await (await request.get('/api/selftest/questions')).json()) as {
      questions: { pertanyaan: string }[];
      revision: string;
    };
    const jawaban = questions.map((q) => {
      const item = srq29Questions.findIndex((seeded) => seeded.pertanyaan === q.pertanyaan) + 1;
      return yesItems.includes(item) ? 1 : 0;
    });
    const response = await request.post('/api/selftest/submissions', { data: { jawaban, revision } });
    if (response.status() === 201) return;
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('QUESTIONS_CHANGED');
  }
  throw new Error('the questionnaire kept changing');
}
