// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { labels } from '@sehat/core/messages';
import { defaultSiteContact, defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { apiPaths, paths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

// Moved from e2e/first-screen-and-content.spec.ts (ADR 248), where it ran on desktop and phone.
// The operator's settings as GET /api/site serves them: server/features/site/routes/site.test.ts.

setUpScreenTests();

const phone = { display: '+62 761 123456', dial: '+62761123456' };
const whatsapp = '6281234567890';

it('the footer shows the operator’s contact details and social links, in Indonesian', async () => {
  apiMock.use(
    http.get(apiPaths.site, () =>
      HttpResponse.json({ ...defaultSiteInfo, contact: { ...defaultSiteContact, phone, whatsapp } }),
    ),
  );
  const { user, router } = renderApp('/');
  const footer = await screen.findByRole('contentinfo');
  const hrefOf = (name: string | RegExp) => within(footer).getByRole('link', { name }).getAttribute('href');
  await waitFor(() =>
    expect(hrefOf(new RegExp(phone.display.replace('+', '\\+')))).toBe(`tel:${phone.dial}`),
  );
  expect(hrefOf(labels.footer.whatsapp)).toBe(`https://wa.me/${whatsapp}`);
  expect(hrefOf(/halo@sehatjiwa\.id/)).toBe('mailto:halo@sehatjiwa.id');
  expect(footer.textContent).toContain(labels.footer.city);
  const social = within(footer).getByRole('list', { name: labels.footer.social });
  expect(within(social).getByRole('link', { name: labels.footer.instagram }).getAttribute('href')).toBe(
    defaultSiteContact.instagram,
  );
  expect(within(social).getByRole('link', { name: labels.footer.youtube }).getAttribute('href')).toBe(
    defaultSiteContact.youtube,
  );
  // One language for the whole footer (ADR 68).
  for (const heading of [labels.footer.services, labels.footer.contact, labels.footer.links]) {
    expect(within(footer).getByRole('heading', { name: heading })).toBeTruthy();
  }
  await user.click(within(footer).getByRole('link', { name: labels.footer.terms }));
  expect(await screen.findByRole('heading', { level: 1, name: labels.footer.terms })).toBeTruthy();
  expect(router.state.location.pathname).toBe(paths.TermsOfUse.getHref());
});
