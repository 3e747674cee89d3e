// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { adminServiceLabels } from '@sehat/core/services/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

it('sends the CSV file as it is, so the server reads a Windows-1252 file’s letters', async () => {
  // "Psikolog Angélique" saved by a spreadsheet in Windows-1252: é is the byte 0xE9.
  const bytes = new Uint8Array([
    ...new TextEncoder().encode('name\nPsikolog Ang'),
    0xe9,
    0x6c,
    0x69,
    0x71,
    0x75,
    0x65,
  ]);
  let sent: Uint8Array | undefined;
  apiMock.use(
    ...loggedInAs(aUser({ role: 'admin' })),
    http.get(apiPaths.services, () => HttpResponse.json({ services: [], nextCursor: null })),
    http.post(apiPaths.adminServicesImport, async ({ request }) => {
      sent = new Uint8Array(await request.arrayBuffer());
      return HttpResponse.json({ imported: 1, updated: 0, errors: [] });
    }),
  );
  const { user } = renderApp('/admin/layanan');
  await user.upload(
    await screen.findByLabelText(adminServiceLabels.csvFile),
    new File([bytes], 'layanan.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: adminServiceLabels.csvImport }));
  await screen.findByText(adminServiceLabels.csvDone(1, 0));
  expect(sent).toEqual(bytes);
});
