import { useEffect } from 'react';
import { useLocation } from 'react-router';

const waitForTargetMs = 3000;

/** Navigation state that asks the new page to put focus on its main heading. */
export const focusMainHeading = { focusMainHeading: true } as const;

const wantsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>).focusMainHeading === true;

/** A heading marked `data-route-focus` (e.g. the crisis help) wins over the page's <h1>. */
function findTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main [data-route-focus]') ??
    document.querySelector<HTMLElement>('main h1')
  );
}

function focusHeading(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a navigation that ends a task (login, registration, submitting the test) focus moves to
 * the new page's main heading, so keyboard and screen-reader users start reading there instead
 * of at <body>. Other navigations keep the browser's default. A heading that renders later (a
 * lazy page, loaded data) is awaited briefly.
 */
export function RouteFocus() {
  const location = useLocation();

  useEffect(() => {
    if (!wantsFocus(location.state)) return;
    const target = findTarget();
    if (target) return focusHeading(target);
    const observer = new MutationObserver(() => {
      const late = findTarget();
      if (!late) return;
      observer.disconnect();
      focusHeading(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), waitForTargetMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.key, location.state]);

  return null;
}
