import { useEffect, type RefObject } from 'react';
import { postToHost } from './host-channel';

/**
 * The page's height for the host to size the frame to. The document itself is never shorter than the
 * frame (the layout fills the viewport), so the content is measured: its bottom plus its parent's padding.
 */
function contentHeight(content: HTMLElement): number {
  const parent = content.parentElement;
  const padding = parent ? parseFloat(getComputedStyle(parent).paddingBlockEnd) || 0 : 0;
  return Math.ceil(content.getBoundingClientRect().bottom + window.scrollY + padding);
}

/** Reports the content's height whenever it changes (BodyHeightChanged), so the host's frame never scrolls. */
export function useBodyHeight(content: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = content.current;
    if (!active || !element) return undefined;
    let last = -1;
    const report = () => {
      const height = contentHeight(element);
      if (height === last) return;
      last = height;
      postToHost({ type: 'BodyHeightChanged', height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [content, active]);
}
