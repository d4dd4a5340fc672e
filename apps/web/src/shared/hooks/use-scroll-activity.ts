import { useEffect, useState } from 'react';
import { SCROLL_INDICATOR_RESET_MS } from '@sportsbook/core/constants/ui-timing.constants';

/** UI-30: true while the window scrolls, false again 150 ms after the last scroll event. */
export function useScrollActivity(): boolean {
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SCROLL_INDICATOR_RESET_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);

  return scrolling;
}
