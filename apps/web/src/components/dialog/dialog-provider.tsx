import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogContext, type AlertOptions, type ConfirmOptions, type DialogApi } from './dialog-context';
import type { DialogRequest } from './modal-dialog';

// Fetched when the first dialog opens (precached for offline use): no page needs it to show.
const ModalDialog = lazy(async () => ({ default: (await import('./modal-dialog')).ModalDialog }));

type QueuedRequest = DialogRequest & { id: number; resolve: (value: boolean) => void };

/** Shows one dialog at a time; requests made while one is open wait their turn. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedRequest[]>([]);
  const nextId = useRef(0);

  const enqueue = useCallback(
    (request: DialogRequest) =>
      new Promise<boolean>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((current) => [...current, { ...request, id, resolve }]);
      }),
    [],
  );

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options: ConfirmOptions) => enqueue({ kind: 'confirm', ...options }),
      alert: async (options: AlertOptions) => {
        await enqueue({ kind: 'alert', ...options });
      },
    }),
    [enqueue],
  );

  const current = queue[0];
  const settle = useCallback(
    (value: boolean) => {
      current?.resolve(value);
      setQueue((items) => items.slice(1));
    },
    [current],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ModalDialog key={current.id} request={current} onSettle={settle} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
