import { useEffect, useState } from 'react';
import {
  SCROLL_INDICATOR_RESET_MS,
  SCROLL_POINTER_SUPPRESSION_MS,
} from '@sportsbook/core/constants/ui-timing.constants';

/**
 * UI-30: `scrolling` is true while the window scrolls and turns false 150 ms after the last scroll event;
 * pointer events on marked content (`data-pointer-suppress`) stay off until 300 ms after it, so hover effects
 * do not flicker under a pointer the page slides beneath.
 */
export function useScrollActivity(): boolean {
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    let indicatorTimer: ReturnType<typeof setTimeout> | undefined;
    let pointerTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      root.dataset.scrolling = '';
      clearTimeout(indicatorTimer);
      clearTimeout(pointerTimer);
      indicatorTimer = setTimeout(() => setScrolling(false), SCROLL_INDICATOR_RESET_MS);
      pointerTimer = setTimeout(() => delete root.dataset.scrolling, SCROLL_POINTER_SUPPRESSION_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(indicatorTimer);
      clearTimeout(pointerTimer);
      delete root.dataset.scrolling;
    };
  }, []);

  return scrolling;
}
