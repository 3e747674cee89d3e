type Listener = () => void;

const listeners = new Set<Listener>();
const watchers = new Set<Listener>();
let pending = false;

/**
 * Asks the chat popup to open. Featured links ('konsul dengan ahlinya') and the counsellor
 * button call this; the popup, mounted in the site layout for logged-in users, listens. A
 * request made while no popup is mounted (e.g. on the test page, where the chat only shows
 * once asked for) waits for the next one.
 */
export function openChat(): void {
  for (const watcher of watchers) watcher();
  if (listeners.size === 0) {
    pending = true;
    return;
  }
  for (const listener of listeners) listener();
}

export function onOpenChatRequest(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Hears every request without answering it: the test page shows the chat once one is made. */
export function watchChatRequests(watcher: Listener): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}
