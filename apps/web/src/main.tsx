import './lib/validation-setup';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { readPageData } from './app/render/page-data';
import { resolveLazyMatches } from './app/render/resolve-lazy';
import { readDataSaver } from './lib/data-saver/data-saver-store';
import { appRoutes } from './app/routes';
import { queryClient } from './lib/query-client';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';
import './styles/global.css';

// The server's <title> describes the page to clients without JavaScript; from here on the
// app's own PageTitle names each screen, also on navigation.
document.head.querySelector('title')?.remove();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page a visitor asks for arrives rendered, with the data it was rendered from: the
 * query cache and the matched screens' code are in place before hydration (ADR 53). Not a
 * top-level await: that would keep Rollup from bundling shared modules into the entry.
 */
async function start(root: HTMLElement) {
  const routes = appRoutes(queryClient, 'browser');
  const pageData = readPageData(document);
  if (pageData) {
    hydrate(queryClient, pageData.queries);
    await resolveLazyMatches(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes, { hydrationData: pageData?.router });

  const app = (
    <StrictMode>
      <AppProvider
        client={queryClient}
        renderedAt={pageData ? new Date(pageData.renderedAt) : null}
        dataSaver={pageData ? pageData.dataSaver : readDataSaver()}
      >
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  // Hydrating as a transition lets React yield to the browser every few milliseconds instead
  // of blocking the main thread for the whole page (total blocking time, ADR 54); the page is
  // already visible, and a click meanwhile hydrates its part first.
  if (pageData) startTransition(() => void hydrateRoot(root, app));
  // Rendered synchronously so the skip link is the first Tab stop from the very first paint,
  // while the session check and the page's chunk are still loading.
  else flushSync(() => createRoot(root).render(app));
}

void start(container);
registerServiceWorkerWhenIdle();
