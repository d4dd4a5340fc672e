import { useLayoutEffect, useRef, useState } from 'react';

/** How many items fit: as many as their widths allow within the width less the room kept for "more". */
export function fittingCount(
  widths: readonly number[],
  available: number,
  reserve: number,
  max: number,
): number {
  let used = 0;
  let count = 0;
  for (const width of widths.slice(0, max)) {
    const roomNeeded = count + 1 < widths.length ? reserve : 0;
    if (used + width + roomNeeded > available && count > 0) break;
    used += width;
    count += 1;
  }
  return count;
}

/**
 * The priority-plus navigation: measures every item once in a hidden row, then shows as many as fit the
 * container (at most `max`), leaving `reserve` pixels for the "more" button.
 */
export function useFittingCount(itemCount: number, max: number, reserve: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(Math.min(itemCount, max));

  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const update = () => {
      const widths = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth);
      const available = container.clientWidth;
      // Nothing is laid out (tests, hidden tabs): show the configured number rather than none.
      setCount(available > 0 ? fittingCount(widths, available, reserve, max) : Math.min(itemCount, max));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, [itemCount, max, reserve]);

  return { containerRef, measureRef, count };
}
