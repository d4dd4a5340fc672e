import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { VIRTUAL_SCROLLER } from '@sportsbook/core/constants/list-size.constants';

/** Items rendered beyond each edge of the view so a fast scroll shows content, not blanks (200 px). */
export function overscanFor(itemSizePx: number, bufferPx: number = VIRTUAL_SCROLLER.bufferPx): number {
  return Math.ceil(bufferPx / Math.max(1, itemSizePx));
}

/**
 * The indexes to render: the visible range with its buffer, but never more than 1000 items (UI-17), kept
 * centred on what is visible when a tall viewport or a long buffer would ask for more.
 */
export function limitedRange(range: Range, limit: number = VIRTUAL_SCROLLER.renderedItems): number[] {
  const indexes = defaultRangeExtractor(range);
  if (indexes.length <= limit) return indexes;
  const visibleMiddle = Math.floor((range.startIndex + range.endIndex) / 2);
  const first = Math.max(0, Math.min(visibleMiddle - Math.floor(limit / 2), range.count - limit));
  return Array.from({ length: limit }, (_, offset) => first + offset);
}
