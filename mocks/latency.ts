// Artificial response times so loading states are visible in the demo. Tests (Vitest and
// Playwright) set localStorage `kiyasla.mockLatency` to 'none' or a number of milliseconds.
import { browserStorage, isBrowserRuntime } from './runtime';

export type LatencyKind = 'compare' | 'chat' | 'default';

export const LATENCY_STORAGE_KEY = 'kiyasla.mockLatency';

const BROWSER_DEFAULTS: Record<LatencyKind, number> = { compare: 1800, chat: 900, default: 250 };

/** The delay for a kind of call: the explicit override if any, else the browser default, else 0. */
export function latencyMs(kind: LatencyKind): number {
  const override = browserStorage()?.getItem(LATENCY_STORAGE_KEY);
  if (override === 'none') return 0;
  if (override) {
    const ms = Number(override);
    if (Number.isFinite(ms) && ms >= 0) return ms;
  }
  return isBrowserRuntime() ? BROWSER_DEFAULTS[kind] : 0;
}

/** Waits like a real server would; resolves early when the request is aborted. */
export async function latency(kind: LatencyKind, signal?: AbortSignal): Promise<void> {
  const ms = latencyMs(kind);
  if (ms <= 0 || signal?.aborted) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
