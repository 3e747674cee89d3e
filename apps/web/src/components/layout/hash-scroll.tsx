import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const waitForTargetMs = 3000;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Smooth scrolling to a #hash target. Render it right after <ScrollRestoration/>: that
 * component jumps to the target instantly (and restores positions on back/forward, which
 * stay untouched here); this one puts the page back where the jump started (the old
 * position on the same page, the top on a new one) and glides to the target before paint.
 * A target that renders later (lazy page, loaded data, the first load) is awaited briefly.
 */
export function HashScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastScrollY = useRef(0);
  const lastPathname = useRef(location.pathname);
  // The entry the app was opened on (a ref, not a flag flipped in the effect: StrictMode).
  const initialKey = useRef(location.key);

  useEffect(() => {
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    const initialLoad = navigationType === 'POP' && location.key === initialKey.current;
    // Back/forward belongs to ScrollRestoration, except the very first load: the layout
    // renders before the page's data and chunk, so its one attempt finds no target.
    if (!location.hash || (navigationType === 'POP' && !initialLoad)) return;

    const id = decodeURIComponent(location.hash.slice(1));
    const glide = (target: HTMLElement, from: number) => {
      window.scrollTo({ top: from, behavior: 'instant' });
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    };

    const target = document.getElementById(id);
    if (target) {
      if (!initialLoad) glide(target, samePage ? lastScrollY.current : 0);
      return;
    }
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      glide(late, window.scrollY);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), waitForTargetMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.key, location.hash, location.pathname, navigationType]);

  return null;
}
