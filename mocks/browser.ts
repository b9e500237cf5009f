// The backend of `npm run dev:mock` (VITE_API_MODE=mock): an MSW service worker answering every
// /api call with orval's generated handlers, i.e. the contract's examples. Stateless: nothing a
// user does persists, and no rule of the product is re-implemented here (the server is the one
// backend). Anything that is not /api (the app's own files) goes to the network.
import { setupWorker } from 'msw/browser';
import { handlers } from './generated-handlers';

/** How long a page may wait for the mock worker to take control before it reloads once. */
const CONTROL_TIMEOUT_MS = 10_000;
const RELOADED_KEY = 'kiyasla.mockWorkerReload';

/**
 * Starts the worker and resolves only once it controls this page: a request sent before that
 * bypasses the worker and reaches the static server (vite preview answers 404). MSW's start()
 * can resolve first on a page that loaded with no worker (the first visit, or after the worker
 * unregistered itself): the page is claimed a moment later.
 */
export async function startMockWorker(): Promise<void> {
  keepWorkerRegistered();
  await setupWorker(...handlers).start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await controlledByWorker();
  sessionStorage.removeItem(RELOADED_KEY);
}

/**
 * mockServiceWorker.js unregisters itself when a page tells it that it closes (MSW sends
 * CLIENT_CLOSED on beforeunload) and it sees no other page. On a full page load the next page is
 * not counted yet, so the worker unregisters under it, and calls the new page sends right after
 * its start bypass the mocks (seen as GET /api/popular-comparisons → 404 from vite preview, in
 * about 1 of 8 sessions of full page loads). The mock build keeps its worker: that notice is
 * not sent. (Nothing else in the app listens to beforeunload.)
 */
function keepWorkerRegistered(): void {
  window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), { capture: true });
}

function controlledByWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never seen, but a page that no worker controls must not call the API: a reload loads
      // under the active worker. Once; a second time the start fails with an error on screen.
      if (sessionStorage.getItem(RELOADED_KEY))
        return reject(new Error('The mock service worker did not take control of the page'));
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    }, CONTROL_TIMEOUT_MS);
    container.addEventListener('controllerchange', function onChange() {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', onChange);
      clearTimeout(timer);
      resolve();
    });
  });
}
