import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

function List({ onReachEnd }: { onReachEnd: () => void }) {
  const sentinel = useInfiniteScroll<HTMLDivElement>(onReachEnd);
  return <div ref={sentinel} />;
}

describe('useInfiniteScroll (UI-29)', () => {
  afterEach(() => {
    observers.length = 0;
    vi.unstubAllGlobals();
  });

  it('watches the sentinel at threshold 0.1 with a 50% bottom margin and loads more when it shows', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const onReachEnd = vi.fn();
    render(<List onReachEnd={onReachEnd} />);
    expect(observers[0]!.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px 50% 0px' });
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(onReachEnd).not.toHaveBeenCalled();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(onReachEnd).toHaveBeenCalledOnce();
  });
});
