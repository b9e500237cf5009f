import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import { preloadTransport } from '@/api/http';
import { App } from '@/app/app';
import { createAppRouter, preloadRoutes } from '@/app/router';
import { queryClient } from '@/app/query-client';
import { renderStartupFailure } from '@/app/app-error-boundary';
import { installPreloadRecovery } from '@/app/preload-recovery';
import '@/styles/global.css';

async function enableMockBackend(): Promise<void> {
  // Statically false in a production build, so MSW, faker and the seed never reach its bundle.
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
  // One round trip from the entry: the route's chunk with its strings, i18n's common strings
  // and axios all start now, side by side (the static shell in index.html shows meanwhile).
  preloadRoutes(window.location.pathname);
  preloadTransport();
  // Loaders may call /api: in a mock build the router starts once the worker answers.
  await enableMockBackend();
  const router = createAppRouter();
  // The first render is the whole page (shell → page, no spinner or footer jump in between).
  await Promise.all([i18nReady, routerReady(router)]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App router={router} client={queryClient} />
    </StrictMode>,
  );
}

installPreloadRecovery();
void start().catch(renderStartupFailure);
