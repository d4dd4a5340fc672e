import { useEffect, useRef } from 'react';
import { SCROLL_POINTER_SUPPRESSION_MS } from '@sportsbook/core/constants/ui-timing.constants';
import styles from './scroll-pointer-shield.module.css';

/**
 * UI-30: while the wheel scrolls the page and for 300 ms after, a transparent layer over the page takes the
 * pointer, so hover effects do not flicker under a pointer the page slides beneath. Only the wheel raises it:
 * a scroll the page makes itself (a field scrolled into view, the scroll-to-top button) must not swallow the
 * click that follows, and touch has no hover to protect. One element is shown and hidden outside React:
 * switching `pointer-events` on the page instead restyles every element of a long live list in the event,
 * which was the longest task on that page.
 */
export function ScrollPointerShield() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onWheel = () => {
      if (ref.current) ref.current.hidden = false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (ref.current) ref.current.hidden = true;
      }, SCROLL_POINTER_SUPPRESSION_MS);
    };
    window.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      window.removeEventListener('wheel', onWheel);
      clearTimeout(timer);
    };
  }, []);

  return <div ref={ref} className={styles.shield} data-testid="scroll-pointer-shield" hidden aria-hidden />;
}
