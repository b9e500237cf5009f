// Where the mock backend runs. The same handlers serve the browser (MSW worker), Vitest (jsdom,
// which also has localStorage) and Node (mocks/server.ts via tsx, where import.meta.env is absent).

/** True under Vitest, where persistence and artificial latency would only make tests flaky. */
export function isVitest(): boolean {
  const nodeEnv = typeof process !== 'undefined' ? process.env : undefined;
  // import.meta.env is undefined when tsx runs mocks/server.ts, hence the optional chaining.
  const viteMode = (import.meta as { env?: { MODE?: string } }).env?.MODE;
  return Boolean(nodeEnv?.VITEST) || viteMode === 'test';
}

/**
 * localStorage of a window (browser or jsdom), else null. Node 22+ has a global localStorage of
 * its own; requiring a window keeps the Node mock server in memory and without latency.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' || typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on mere access.
    return null;
  }
}

/** A real browser tab: storage present and not a test run. */
export function isBrowserRuntime(): boolean {
  return browserStorage() !== null && !isVitest();
}
