import { useEffect, type RefObject } from 'react';

/**
 * Sets `--pane-top` on the element to its distance from the top of the page, so its CSS can end
 * it at the bottom of the screen whatever the admin header's height (it wraps to two or three
 * rows on a laptop): the inbox then never needs the page scrolled to reach its composer.
 */
export function usePaneTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      element.style.setProperty(
        '--pane-top',
        `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`,
      );
    update();
    window.addEventListener('resize', update);
    void document.fonts?.ready.then(update);
    return () => window.removeEventListener('resize', update);
  }, [ref]);
}
