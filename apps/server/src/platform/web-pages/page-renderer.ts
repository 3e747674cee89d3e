import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * One page rendered by the web app: the HTML inside #root, its hydration data (ADR 53) and
 * the source modules of its screens, whose chunks the page preloads (ADR 58).
 */
export interface RenderedPage {
  html: string;
  data: string;
  modules: string[];
}

/** `dataSaver`: the visitor's low-data mode (ADR 206), which changes what the page shows. */
export type RenderPage = (url: string, options: { dataSaver: boolean }) => Promise<RenderedPage | null>;

/** How the renderer's API requests are answered: by the server's own routes, in-process. */
export type ApiSend = (path: string, init: RequestInit) => Promise<Response>;

export type RendererFactory = (send: ApiSend) => RenderPage;

/** The web app's renderer module (`createPageRenderer`), or undefined when it is not built. */
export async function loadRendererFactory(file: string): Promise<RendererFactory | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { createPageRenderer?: unknown };
  if (typeof module.createPageRenderer !== 'function') {
    throw new Error(`${file} does not export createPageRenderer`);
  }
  return module.createPageRenderer as RendererFactory;
}
