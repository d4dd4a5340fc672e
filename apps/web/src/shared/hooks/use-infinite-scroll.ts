import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL } from '@sportsbook/core/constants/ui-timing.constants';

/** IntersectionObserver options of UI-29: 10 % visible, with half a screen of look-ahead below. */
export const INFINITE_SCROLL_OPTIONS: IntersectionObserverInit = {
  threshold: INFINITE_SCROLL.threshold,
  rootMargin: `0px 0px ${INFINITE_SCROLL.rootMarginBottom} 0px`,
};

/** Calls `onReachEnd` when the returned sentinel element comes near the viewport; attach it after the list. */
export function useInfiniteScroll<T extends Element>(onReachEnd: () => void, enabled = true) {
  const sentinelRef = useRef<T>(null);
  const callback = useRef(onReachEnd);
  useEffect(() => {
    callback.current = onReachEnd;
  }, [onReachEnd]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, INFINITE_SCROLL_OPTIONS);
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinelRef;
}
