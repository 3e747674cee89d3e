import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list: when it comes near the viewport, `loadMore`
 * runs (if `enabled`). The list also offers a button, for keyboards and old browsers.
 */
export function useLoadMoreOnScroll<T extends Element>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
