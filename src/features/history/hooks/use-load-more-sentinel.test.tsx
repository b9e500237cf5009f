import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { FakeIntersectionObserver as FakeObserver } from '@tests/fake-intersection-observer';
import { LOAD_AHEAD_PX, useLoadMoreSentinel } from './use-load-more-sentinel';

const live = () => FakeObserver.live();

function List({ canLoad, loadMore }: { canLoad: boolean; loadMore: () => void }) {
  const sentinel = useLoadMoreSentinel(canLoad, loadMore);
  return <div ref={sentinel} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.reset();
});

describe('useLoadMoreSentinel', () => {
  it('watches the marker fully inside the window extended downwards, so the next page is asked for before the bottom', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<List canLoad loadMore={() => undefined} />);
    expect(live()).toHaveLength(1);
    expect(live()[0].options).toEqual({ threshold: 1, rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` });
    expect(LOAD_AHEAD_PX).toBeGreaterThanOrEqual(400);
  });

  it('one crossing, one page: repeated reports before the page arrives ask once; the next page once it is in', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loadMore = vi.fn();
    const view = render(<List canLoad loadMore={loadMore} />);
    act(() => live()[0].fire(0.5));
    expect(loadMore).not.toHaveBeenCalled();

    const first = live()[0];
    act(() => first.fire(1));
    // Rows re-measured while the request is out make the observer report again: no second request.
    act(() => first.fire(1));
    act(() => first.fire(1));
    expect(loadMore).toHaveBeenCalledTimes(1);

    // The page loads (canLoad false), then arrives (true): a marker still in range asks for one more.
    view.rerender(<List canLoad={false} loadMore={loadMore} />);
    expect(live()).toHaveLength(0);
    view.rerender(<List canLoad loadMore={loadMore} />);
    expect(live()).toHaveLength(1);
    act(() => live()[0].fire(1));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('does nothing while it cannot load (loading, or no page left)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loadMore = vi.fn();
    render(<List canLoad={false} loadMore={loadMore} />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
