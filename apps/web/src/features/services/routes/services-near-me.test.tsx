// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { serviceLabels } from '@sehat/core/services/messages';
import type { Service } from '@sehat/core/services/schemas';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();
afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

const service = (id: number, name: string, distanceKm?: number): Service => ({
  id,
  name,
  type: 'puskesmas',
  province: 'Riau',
  city: 'Pekanbaru',
  address: null,
  phone: null,
  hours: null,
  bpjs: null,
  lat: -0.5,
  lng: 101.4,
  ...(distanceKm === undefined ? {} : { distanceKm }),
});

it('sorting by distance, and back, is confirmed where the button was, and focus moves there', async () => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback) =>
        found({ coords: { latitude: -0.51, longitude: 101.45 } } as GeolocationPosition),
    },
  });
  apiMock.use(
    http.get(apiPaths.services, ({ request }) =>
      HttpResponse.json({
        services: new URL(request.url).searchParams.has('near')
          ? [service(2, 'Puskesmas Dekat', 1.2), service(1, 'Puskesmas Jauh', 9.5)]
          : [service(1, 'Puskesmas Jauh'), service(2, 'Puskesmas Dekat')],
        nextCursor: null,
      }),
    ),
  );
  const { user } = renderApp('/layanan');
  await screen.findByText('Puskesmas Jauh');
  const region = screen.getAllByRole('status').find((status) => status.tabIndex === -1)!;
  expect(region.textContent).toBe('');

  await user.click(screen.getByRole('button', { name: serviceLabels.nearMe }));
  await vi.waitFor(() => expect(region.textContent).toBe(serviceLabels.nearOn));
  expect(document.activeElement).toBe(region);
  // Just above the button that now undoes it.
  expect(region.nextElementSibling?.textContent).toBe(serviceLabels.nearOff);

  await user.click(screen.getByRole('button', { name: serviceLabels.nearOff }));
  expect(region.textContent).toBe(serviceLabels.nearOffDone);
  expect(document.activeElement).toBe(region);
  expect(screen.getByRole('button', { name: serviceLabels.nearMe })).toBeTruthy();
});
