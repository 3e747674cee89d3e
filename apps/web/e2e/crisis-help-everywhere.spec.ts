import type { Locator } from '@playwright/test';
import { crisisMessages } from '@sehat/core/messages';
import { chatLabels, counsellorEntryLabels } from '@sehat/core/chat/messages';
import { topicPageLabels } from '@sehat/core/education/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { takeTest } from './support/selftest';
import { registerThroughApi } from './support/session';
import { e2eCrisisLine, e2eSite } from './support/site';
import { expect, test } from './support/test';

/** Every service of the operator's CRISIS_CONTACTS (support/site.ts) with its tap-to-call or web link. */
async function expectConfiguredList(scope: Locator, { withChat = true } = {}) {
  const list = scope.getByRole('list', { name: crisisMessages.listLabel });
  await expect(list).toBeVisible();
  const shown = e2eSite.crisisContacts.filter((c: CrisisContact) => withChat || c.type !== 'chat');
  await expect(list.getByRole('listitem')).toHaveCount(shown.length);
  for (const contact of shown) {
    if (contact.type === 'phone') {
      await expect(list.getByRole('link', { name: new RegExp(contact.display) })).toHaveAttribute(
        'href',
        `tel:${contact.number}`,
      );
    } else if (contact.type === 'web') {
      await expect(list.getByRole('link', { name: new RegExp(new URL(contact.url).host) })).toHaveAttribute(
        'href',
        contact.url,
      );
    }
  }
}

test('one configured crisis list on the test, the result, the topic pages and in the chat', async ({
  page,
}) => {
  // The test page's help box, right after a crisis answer.
  // The counsellor button leads it, so the list leaves the site's chat out.
  await takeTest(page, [17]);
  const box = page.getByRole('region', { name: crisisMessages.title });
  await expectConfiguredList(box, { withChat: false });
  await expect(box.getByRole('button', { name: counsellorEntryLabels.start })).toHaveCount(1);
  await expect(box).toContainText(e2eCrisisLine.name);

  // The result page.
  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/normal');
  await expectConfiguredList(page.getByRole('region', { name: crisisMessages.title }), { withChat: false });

  // The topic pages: the same list, no longer a copy of their own.
  for (const topic of ['ptsd', 'depresi']) {
    await page.goto(`/edukasi/${topic}`);
    await expectConfiguredList(page.getByRole('note', { name: topicPageLabels.crisisTitle }));
  }

  // The chat popup, while no counsellor is on duty or none has answered yet.
  await registerThroughApi(page);
  await page.goto('/forum');
  await page.getByRole('button', { name: chatLabels.openChat }).click();
  const popup = page.getByRole('dialog', { name: e2eSite.counsellorTeam });
  // Waiting for a first answer (or outside the hours) once they have written.
  const field = popup.getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya ingin bercerita');
  await field.press('Enter');
  const help = popup.getByRole('region', { name: /Konselor (sedang tidak bertugas|belum membalas)/ });
  await expect(help).toContainText(chatLabels.urgentHelp);
  await expectConfiguredList(help, { withChat: false });
});
