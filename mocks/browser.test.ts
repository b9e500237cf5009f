// The mock worker's start: a page that loads while the worker has
// unregistered itself is claimed only after MSW's start() resolved; until then its requests bypass
// the worker and reach vite preview (404). startMockWorker must wait for control.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const start = vi.fn(() => Promise.resolve(undefined));
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start }) }));

class FakeContainer extends EventTarget {
  controller: object | null = null;
  claim(): void {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: FakeContainer;
beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('startMockWorker', () => {
  it('resolves at once when the worker already controls the page', async () => {
    container.controller = {};
    const { startMockWorker } = await import('./browser');
    await expect(startMockWorker()).resolves.toBeUndefined();
    expect(start).toHaveBeenCalled();
  });

  it('waits, after MSW started, until the worker has claimed the page', async () => {
    const { startMockWorker } = await import('./browser');
    let settled = false;
    const started = startMockWorker().then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    // MSW says it is ready, but nothing controls the page yet: no request may leave.
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(settled).toBe(false);
    container.claim();
    await started;
    expect(settled).toBe(true);
  });
});
