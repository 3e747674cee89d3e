import { adminCheckinLabels } from '@sehat/core/checkins/messages';
import { adminServiceLabels } from '@sehat/core/services/messages';
import { createOwnAdmin } from './support/admin';
import { inBothThemes } from './support/axe';
import { loginThroughUi } from './support/session';
import { expect, test } from './support/test';

// The admin's check-in and service screens, in both themes, on the desktop: axe finds no
// serious or critical problem on any of them.
test.describe.configure({ timeout: 300_000 });
// Switching theme eases colours for 150 ms; axe must read the settled ones (reduced motion ends
// transitions at once, as it does for people who ask for it).
test.use({ reducedMotion: 'reduce' });

test('admin: check-ins and the service directory', async ({ page, browser, baseURL }) => {
  const admin = await createOwnAdmin(browser, baseURL);
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/check-in');
  await inBothThemes(page, 'admin check-ins due');
  await page.getByRole('button', { name: adminCheckinLabels.answered }).click();
  await inBothThemes(page, 'admin check-ins answered');

  await page.goto('/admin/layanan');
  await inBothThemes(page, 'admin services');
  await page.getByLabel(adminServiceLabels.csvFile).setInputFiles({
    name: 'layanan.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,type,province,city,address,phone,hours,bpjs,lat,lng\nKlinik Salah,rs,Riau,,,,,,,\n',
    ),
  });
  await page.getByRole('button', { name: adminServiceLabels.csvImport }).click();
  await expect(page.getByText(adminServiceLabels.csvLine(2, 'Jenis "rs" tidak dikenal.'))).toBeVisible();
  await inBothThemes(page, 'admin services CSV errors');
  await page.getByRole('button', { name: adminServiceLabels.add }).click();
  await page.getByRole('button', { name: adminServiceLabels.save }).click();
  await inBothThemes(page, 'admin service form with errors');
});
