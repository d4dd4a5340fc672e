import { useEffect, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MULTISELECT } from '@sportsbook/core/constants/list-size.constants';
import { limitedRange, overscanFor } from './virtual-range';
import styles from './virtual-list.module.css';

interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  count: number;
  /** Estimated height of one item; items are measured once drawn, and never counted below 32 px. */
  itemSizePx: number;
  maxHeightPx: number;
  renderItem: (index: number) => ReactNode;
  getItemKey?: (index: number) => Key;
  /** The keyboard's current item, kept scrolled into view. */
  activeIndex?: number;
}

/**
 * A long list that draws only what can be seen plus a 200 px buffer, at most 1000 items (UI-17), so a list
 * of every country or every sport opens at once on a phone.
 */
export function VirtualList({
  count,
  itemSizePx,
  maxHeightPx,
  renderItem,
  getItemKey,
  activeIndex,
  className,
  style,
  ...rest
}: VirtualListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const size = Math.max(itemSizePx, MULTISELECT.minItemSizePx);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size,
    overscan: overscanFor(size),
    rangeExtractor: limitedRange,
    getItemKey,
  });

  useEffect(() => {
    if (activeIndex !== undefined && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex);
  }, [activeIndex, virtualizer]);

  return (
    <div
      {...rest}
      ref={scrollRef}
      className={`${styles.scroll} ${className ?? ''}`}
      style={{ ...style, maxBlockSize: maxHeightPx }}
    >
      <div className={styles.track} style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.item}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderItem(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
