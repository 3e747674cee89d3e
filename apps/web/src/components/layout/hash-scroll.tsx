import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const waitForTargetMs = 3000;
/** How long what loads above a target may still push it down: a slow phone's lists and data. */
const followTargetMs = 5000;
const personMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * Keeps `target` where the scroll put it while the sections above it still load (a profile's
 * data, its lists) and push it down, until the person scrolls, taps or types, or for
 * `followTargetMs`. Answers the function that stops it.
 */
function followTarget(target: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let top = documentTop(target);
  const observer = new ResizeObserver(() => {
    const now = documentTop(target);
    if (now === top) return;
    top = now;
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of personMoves) window.removeEventListener(event, stop);
  };
  observer.observe(document.body);
  for (const event of personMoves) window.addEventListener(event, stop, { passive: true });
  const timer = window.setTimeout(stop, followTargetMs);
  return stop;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Smooth scrolling to a #hash target. Render it right after <ScrollRestoration/>: that
 * component jumps to the target instantly (and restores positions on back/forward, which
 * stay untouched here); this one puts the page back where the jump started (the old
 * position on the same page, the top on a new one) and glides to the target before paint.
 * A target that renders later (lazy page, loaded data, the first load) is awaited briefly, and
 * one that sections loading above it push down is kept in view (`followTarget`).
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

    let stopFollowing = () => {};
    const target = document.getElementById(id);
    if (target) {
      if (!initialLoad) glide(target, samePage ? lastScrollY.current : 0);
      stopFollowing = followTarget(target);
      return () => stopFollowing();
    }
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      glide(late, window.scrollY);
      stopFollowing = followTarget(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), waitForTargetMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      stopFollowing();
    };
  }, [location.key, location.hash, location.pathname, navigationType]);

  return null;
}
