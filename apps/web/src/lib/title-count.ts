import { useEffect, useSyncExternalStore } from 'react';

/**
 * The count a tab's title starts with, '(2) Forum Diskusi · Sehat Jiwa', so someone on another
 * tab sees a reply waiting (issue 32 item 5). Several sources report (the chat's unread
 * messages, the bell, the counsellors' inbox); the title shows the largest, so one reply that
 * is both an unread message and a notification is counted once.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();
let largest = 0;

function report(source: string, count: number): void {
  if (count > 0) counts.set(source, count);
  else counts.delete(source);
  const next = Math.max(0, ...counts.values());
  if (next === largest) return;
  largest = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A source's count, for as long as the calling component is mounted. */
export function useReportTitleCount(source: string, count: number): void {
  useEffect(() => {
    report(source, count);
    return () => report(source, 0);
  }, [source, count]);
}

/** What the title shows: nothing while the page hydrates (the server knows no count). */
export function useTitleCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => largest,
    () => 0,
  );
}
