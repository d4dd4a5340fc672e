import { useEffect, useRef } from 'react';
import { SCROLL_POINTER_SUPPRESSION_MS } from '@sportsbook/core/constants/ui-timing.constants';
import styles from './scroll-pointer-shield.module.css';

/**
 * UI-30: while the window scrolls and for 300 ms after, a transparent layer over the page takes the pointer,
 * so hover effects do not flicker under a pointer the page slides beneath. One element is shown and hidden
 * outside React: switching `pointer-events` on the page instead restyles every element of a long live list
 * in the scroll event, which was the longest task on that page.
 */
export function ScrollPointerShield() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (ref.current) ref.current.hidden = false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (ref.current) ref.current.hidden = true;
      }, SCROLL_POINTER_SUPPRESSION_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);

  return <div ref={ref} className={styles.shield} data-testid="scroll-pointer-shield" hidden aria-hidden />;
}
