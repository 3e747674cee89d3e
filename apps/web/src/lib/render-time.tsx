import { createContext, useContext } from 'react';

/**
 * The moment a server-rendered page was rendered. Relative times ('5m') hydrate from it, so
 * the browser's first render matches the HTML even when the page came from the server's cache
 * or took a while to arrive; React then moves them to the browser's clock. Null for a page the
 * browser renders itself.
 */
export const RenderTimeContext = createContext<Date | null>(null);

export const useRenderTime = (): Date | null => useContext(RenderTimeContext);
