import '@/lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import { preloadTransport } from '@/api/http';
import { App } from '@/app/app';
import { createAppRouter, preloadRoutes } from '@/app/router';
import { queryClient } from '@/app/query-client';
import { renderStartupFailure } from '@/app/app-error-boundary';
import { installPreloadRecovery } from '@/app/preload-recovery';
import { paths } from '@/config/paths';
import { requestSessionFromOtherTabs } from '@/lib/session';
import '@/styles/global.css';

async function enableMockBackend(): Promise<void> {
  // Statically false in a production build, so MSW and the generated handlers never reach its bundle.
  if (import.meta.env.VITE_API_MODE !== 'mock') return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves when the router has loaded the first route's lazy modules (and run its loaders). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  // The route's chunk with its strings and i18n's common strings start now, side by side (a
  // production build's index.html has already asked for them, and for the transport, which runs
  // only when the first call needs it: its evaluation stays out of the way of the first paint).
  preloadRoutes(window.location.pathname);
  // Loaders may call /api: in a mock build the router starts once the worker answers. A tab opened
  // on a signed-in page first takes the session another tab of this browser holds.
  const handover = requestSessionFromOtherTabs();
  await Promise.all([
    enableMockBackend(),
    window.location.pathname.startsWith(paths.app.root.href()) ? handover : null,
  ]);
  const router = createAppRouter();
  // The first render is the whole page (shell → page, no spinner or footer jump in between).
  await Promise.all([i18nReady, routerReady(router)]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App router={router} client={queryClient} />
    </StrictMode>,
  );
  // A page that calls no API at once (e.g. /login) still has the transport ready for its first call.
  requestAnimationFrame(() => setTimeout(preloadTransport, 0));
}

installPreloadRecovery();
void start().catch(renderStartupFailure);
