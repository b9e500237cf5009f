import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

/** An IntersectionObserver the test drives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  connected = true;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    if (this.connected)
      this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('NearViewport', () => {
  it('shows the placeholder until its place nears the viewport, then the children for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <NearViewport placeholder={<p>placeholder</p>}>
        <p>content</p>
      </NearViewport>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
    const [observer] = FakeObserver.instances;
    expect(observer.options?.rootMargin).toBe('200px 0px');
    act(() => observer.fire(false));
    expect(screen.queryByText('content')).toBeNull();
    act(() => observer.fire(true));
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observer.connected).toBe(false);
  });

  it('without IntersectionObserver renders the children at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport placeholder={<p>placeholder</p>}>
        <p>content</p>
      </NearViewport>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
