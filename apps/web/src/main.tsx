import './lib/validation-setup';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { SkipLink } from './components/layout/skip-link';
import { queryClient } from './lib/query-client';
import './styles/global.css';

// The server's <title> describes the page to clients without JavaScript; from here on the
// app's own PageTitle names each screen, also on navigation.
document.head.querySelector('title')?.remove();

const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered synchronously so the skip link is the first Tab stop from the very first paint,
// while the session check and the page's chunk are still loading. It lives outside the
// router, so it survives every navigation; both layouts render the #main it points to.
flushSync(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <SkipLink />
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
