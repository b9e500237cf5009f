// The in-browser mock backend (VITE_API_MODE=mock): an MSW service worker serving the handlers.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resetMockDb } from './store';

export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/** Restores the demo accounts and data (Settings → reset demo data). */
export function resetDemoData(): void {
  resetMockDb();
}
