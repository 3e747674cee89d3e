type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

/**
 * Asks the chat popup to open. Featured links ('konsul dengan ahlinya') call this; the popup,
 * mounted once in the site layout for logged-in users, listens. A request made while no popup
 * is mounted (e.g. on the test page, where the chat is hidden) waits for the next one.
 */
export function openChat(): void {
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
