// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReportTitleCount, useTitleCount } from './title-count';

function Source({ name, count }: { name: string; count: number }) {
  useReportTitleCount(name, count);
  return null;
}

function Title() {
  return <output>{useTitleCount()}</output>;
}

describe('the count that leads the tab title', () => {
  it('shows the largest source, follows changes, and drops a source that unmounts', () => {
    const view = render(
      <>
        <Source name="chat" count={1} />
        <Source name="notifications" count={2} />
        <Title />
      </>,
    );
    expect(view.container.textContent).toBe('2');
    act(() =>
      view.rerender(
        <>
          <Source name="chat" count={1} />
          <Source name="notifications" count={0} />
          <Title />
        </>,
      ),
    );
    expect(view.container.textContent).toBe('1');
    act(() => view.rerender(<Title />));
    expect(view.container.textContent).toBe('0');
  });
});
