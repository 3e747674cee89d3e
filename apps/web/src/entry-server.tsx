import './lib/validation-setup';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { serializePageData } from './app/render/page-data';
import { appRoutes } from './app/routes';
import type { ScreenHandle } from './app/screen-modules';
import { setApiTransport } from './lib/api-client';
import { guestSession, sessionQueryOptions } from './lib/auth/session';
import { createQueryClient } from './lib/query-client';

/**
 * React puts a page's <title> and <meta> (PageTitle, noindex) first in its output; the
 * server's own head already carries them (ADR 51), and in #root they would be stray tags.
 */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)+/;

/**
 * One page rendered: the HTML inside #root, the data the browser hydrates from, and the
 * source modules of its screens (the server preloads their chunks with the page, ADR 58).
 */
export interface RenderedPage {
  html: string;
  data: string;
  modules: string[];
}

const screenModule = (handle: unknown) => (handle as Partial<ScreenHandle> | undefined)?.module;

/**
 * The server's render of a page for a visitor (ADR 53). The same route table and loaders as
 * the browser, with loaders that wait for their data; `send` answers the API requests they
 * make without leaving the process. A visitor has no session, so the session is the guest's
 * without asking; `dataSaver` is the visitor's low-data mode (ADR 206). Null when the route table redirects or fails (the shell then serves).
 */
export function createPageRenderer(send: (path: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(send);
  return async (url: string, { dataSaver }: { dataSaver: boolean }): Promise<RenderedPage | null> => {
    const queryClient = createQueryClient('server');
    queryClient.setQueryData(sessionQueryOptions().queryKey, guestSession);
    const { query, dataRoutes } = createStaticHandler(appRoutes(queryClient, 'server'));
    const context = await query(new Request(url));
    // A redirect, or a loader that failed: the browser handles those as it always has.
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(dataRoutes, context);
    const renderedAt = new Date();
    const rendered = renderToString(
      <AppProvider client={queryClient} renderedAt={renderedAt} dataSaver={dataSaver}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
    const html = rendered.replace(leadingHeadTags, '');
    const data = serializePageData({
      router: { loaderData: context.loaderData },
      queries: dehydrate(queryClient),
      renderedAt: renderedAt.toISOString(),
      dataSaver,
    });
    queryClient.clear();
    const modules = context.matches.flatMap(({ route }) => screenModule(route.handle) ?? []);
    return { html, data, modules };
  };
}
