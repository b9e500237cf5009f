import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FakeIntersectionObserver as FakeObserver } from '@tests/fake-intersection-observer';
import { NearViewport } from './near-viewport';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.reset();
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
    act(() => observer.fire(0));
    expect(screen.queryByText('content')).toBeNull();
    act(() => observer.fire(1));
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
