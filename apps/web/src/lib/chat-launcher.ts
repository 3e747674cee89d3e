type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Asks the chat popup to open. Featured links ('konsul dengan ahlinya') call this; the popup,
 * mounted once in the site layout for logged-in users, listens.
 */
export function openChat(): void {
  for (const listener of listeners) listener();
}

export function onOpenChatRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
