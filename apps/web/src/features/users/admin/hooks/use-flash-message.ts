import { useCallback, useEffect, useState } from 'react';

export type Flash = { text: string; tone: 'success' | 'error'; id: number };

/** A message above the list; successes clear themselves after `successMs` (spec §4, §9). */
export function useFlashMessage(successMs: number) {
  const [flash, setFlash] = useState<Flash | null>(null);

  useEffect(() => {
    if (flash?.tone !== 'success') return;
    const timer = setTimeout(() => setFlash(null), successMs);
    return () => clearTimeout(timer);
  }, [flash, successMs]);

  const show = useCallback((text: string, tone: Flash['tone'] = 'success') => {
    setFlash((previous) => ({ text, tone, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setFlash(null), []);

  return { flash, show, clear };
}
