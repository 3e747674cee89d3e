// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatForumTime } from '@sehat/core/time/format';
import { RenderTimeContext } from './render-time';
import { useNow } from './use-now';

const postedAt = '2026-11-23T04:00:00Z';
const renderedAt = new Date('2026-11-23T04:00:50Z');

function Posted() {
  return <span>{formatForumTime(postedAt, useNow())}</span>;
}

const page = (time: Date | null) => (
  <RenderTimeContext value={time}>
    <Posted />
  </RenderTimeContext>
);

afterEach(() => vi.useRealTimers());

describe('relative times on a server-rendered page', () => {
  it('hydrate from the render time, then move to the browser clock, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(renderedAt));
    expect(container.textContent).toBe('Baru saja');

    // The page arrives 20 s later (a cached render, a slow network): a minute has passed.
    vi.useFakeTimers({ now: new Date('2026-11-23T04:01:10Z'), toFake: ['Date'] });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(renderedAt), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('1m');
  });

  it('without the render time the browser disagrees with the HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(renderedAt));
    vi.useFakeTimers({ now: new Date('2026-11-23T04:01:10Z'), toFake: ['Date'] });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(null), { onRecoverableError: recoverable });
    });
    expect(recoverable).toHaveBeenCalled();
  });
});
