// Vitest setup: the MSW node server answers every /api call with orval's generated handlers (the
// contract's examples); a test overrides what it needs. An unhandled request fails the test.
// Storage starts clean per test.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';

// The first render of a file loads lazy route modules and locale chunks cold; on a busy 2-core CI
// machine that alone can take over the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: its scrollTo only logs "Not implemented". Scroll code (ScrollToHash,
// React Router's ScrollRestoration) still runs; tests that care spy on this.
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
