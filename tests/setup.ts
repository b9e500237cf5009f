// Vitest setup: the MSW node server answers every /api call with orval's generated handlers (the
// contract's examples); a test overrides what it needs. An unhandled request fails the test.
// Storage starts clean per test. The files of a worker share one window and one module graph
// (vitest.config.ts): each file starts at the site's root, in the language a new visitor gets,
// and every test ends on real clocks, as if it were the worker's first.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { i18n, initialLanguage } from '@/i18n';

// The first render of a file loads lazy route modules and locale chunks cold; on a busy 2-core CI
// machine that alone can take over the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: its scrollTo only logs "Not implemented". Scroll code (ScrollToHash,
// React Router's ScrollRestoration) still runs; tests that care spy on this.
window.scrollTo = () => {};

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage(initialLanguage());
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
