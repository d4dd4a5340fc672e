import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { useStaggeredMount } from '../../../shared/ui/virtual-list/use-staggered-mount';
import { overscanFor, limitedRange } from '../../../shared/ui/virtual-list/virtual-range';
import { useVisibleGameTopics } from '../live/use-visible-game-topics';
import { EventListRow, StaticEventList, type EventRowsProps } from './event-rows';
import styles from './event-list.module.css';

/** Row heights the list starts from; rows are measured once drawn. */
const ROW_PX = 60;
const HEADING_PX = 44;

export interface EventListProps extends EventRowsProps {
  /** Draw every row (short lists on home and side panels); long lists are virtualised. */
  virtual?: boolean;
}

/**
 * Games under championship headings (and optional section headings), drawn only where they can be seen
 * plus a 200 px buffer and never more than 1000 rows (spec virtual scroller), scrolled with the page. The
 * games drawn are followed over the live push.
 */
export function EventList({ virtual = true, ...props }: EventListProps) {
  return virtual ? <VirtualEventList {...props} /> : <StaticEventList {...props} />;
}

function VirtualEventList({ rows, label, ...options }: EventRowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page; content above it (tabs, banners) may settle after the first draw.
  useLayoutEffect(() => {
    const measure = () =>
      setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [rows.length]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.type === 'game' ? ROW_PX : HEADING_PX),
    overscan: overscanFor(ROW_PX),
    rangeExtractor: limitedRange,
    scrollMargin: offset,
    getItemKey: (index) => rows[index]?.key ?? index,
    // Rows drawn in the scroll event itself would make every scroll step a long task on a busy live list.
    useFlushSync: false,
    // Sizes come from the resize observer once the browser has laid rows out: reading a row's box as it
    // mounts would force a layout of the whole page inside every commit.
    measureElement: (element, entry, instance) =>
      entry?.borderBoxSize[0]?.blockSize ??
      instance.measurementsCache[Number(element.getAttribute('data-index'))]?.size ??
      ROW_PX,
  });
  // Rows that scroll into view are drawn in an interruptible render, so a scroll step never blocks the page.
  const items = useDeferredValue(virtualizer.getVirtualItems());
  const isMounted = useStaggeredMount(items.map((item) => item.key));
  useVisibleGameTopics(
    items.flatMap((item) => {
      const row = rows[item.index];
      return row?.type === 'game' ? [row.game.I] : [];
    }),
  );
  return (
    <div ref={listRef} className={styles.list} aria-label={label}>
      <div className={styles.track} style={{ blockSize: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style = { transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` };
          if (!isMounted(item.key)) {
            return (
              <div
                key={item.key}
                className={`${styles.item} ${styles.waiting}`}
                style={{ ...style, blockSize: item.size }}
                aria-hidden
              />
            );
          }
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={`${styles.item} ${row.type === 'game' && row.last ? styles.last : ''}`}
              style={style}
            >
              <EventListRow row={row} {...options} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
