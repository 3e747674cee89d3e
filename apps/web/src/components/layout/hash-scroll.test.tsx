// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi, type Mock } from 'vitest';
import { HashScroll } from './hash-scroll';

/** The page's one size watcher, fired by hand: happy-dom lays nothing out. */
let resized: (() => void) | undefined;
class WatchedSizes {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = undefined;
  }
}

let scrolled: Mock<Element['scrollIntoView']>;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', WatchedSizes);
  scrolled = vi.fn<Element['scrollIntoView']>();
  Element.prototype.scrollIntoView = scrolled;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page with a #hapus-akun target, opened at `/` and then sent to the target. */
async function openPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HashScroll />
            <h2 id="hapus-akun">Hapus Akun</h2>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/#hapus-akun'));
  const target = document.getElementById('hapus-akun')!;
  const placeAt = (top: number) =>
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  return { placeAt };
}

it('keeps a #target in view while sections above it load and push it down, until the person scrolls', async () => {
  const { placeAt } = await openPage();
  expect(scrolled).toHaveBeenCalledTimes(1);

  placeAt(0);
  resized!();
  expect(scrolled).toHaveBeenCalledTimes(1);
  placeAt(640);
  resized!();
  expect(scrolled).toHaveBeenCalledTimes(2);
  expect(scrolled).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });

  window.dispatchEvent(new Event('wheel'));
  expect(resized).toBeUndefined();
});
