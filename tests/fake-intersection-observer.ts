// An IntersectionObserver the test drives (jsdom has none): the test decides how visible the
// observed element is. Stub it with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`
// and call `FakeIntersectionObserver.reset()` after each test.
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  connected = true;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  /** The observers still connected (a re-render may have replaced the first one). */
  static live(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((instance) => instance.connected);
  }

  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }

  observe() {}
  disconnect() {
    this.connected = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }

  /** What a real observer does: report how much is visible, only while connected. */
  fire(ratio: number) {
    if (!this.connected) return;
    this.callback(
      [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}
